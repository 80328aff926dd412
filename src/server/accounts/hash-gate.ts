import { availableParallelism } from 'node:os';
import PQueue from 'p-queue';
import type { AddressStanding } from './sign-in-address-tracker.ts';

/** What a refused-as-busy answer tells clients to wait (Retry-After): a queued hash lasts ~1 s. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Thrown by {@link HashGate.run} when its queue is full: the caller answers "busy, try again". */
export class HashGateBusyError extends Error {
  constructor() {
    super('Too many password checks are waiting; try again in a moment.');
    this.name = 'HashGateBusyError';
  }
}

/**
 * Whose hash it is: `known` for an address that signed in to the account before (it has its own
 * lane), `other` for everyone else.
 */
export type HashPriority = 'known' | 'other';

/** Sizes of a {@link HashGate}. */
export interface HashGateOptions {
  /** Hashes computed at once for addresses new to the account. */
  concurrency: number;
  /** Hashes computed at once, besides those, for known addresses. */
  knownConcurrency: number;
  /** Hashes that may wait, per lane; one more is refused at once. */
  maxQueued: number;
}

/**
 * Half the cores (at least one) hash for strangers at once: a scrypt hash keeps a core busy for
 * ~0.2 s and holds 128 MiB, and the other half must still serve pages and run the embedded
 * database. A quarter (at least one) more is kept for known addresses, so the owner never waits
 * behind a stranger's hash. Four waiting per running hash keep a queued attempt near a second.
 */
export function defaultHashGateOptions(): HashGateOptions {
  const cores = availableParallelism();
  const concurrency = Math.max(1, Math.floor(cores / 2));
  return { concurrency, knownConcurrency: Math.max(1, Math.floor(cores / 4)), maxQueued: 4 * concurrency };
}

/** Queue priorities in the strangers' lane (p-queue runs higher first, in order of arrival). */
const STANDING_PRIORITY: Record<AddressStanding, number> = { clean: 1, dirty: 0 };

/**
 * Bounds password hashing so a flood of sign-ins cannot starve the process: at most `concurrency`
 * hashes run for strangers and `knownConcurrency` for known addresses, at most `maxQueued` wait in
 * each lane, and anything past that is refused before it costs a hash. Known clients have their
 * own lane, and strangers start no new hash while it is busy, so an account's owner is served
 * promptly while strangers flood the form. In the strangers' lane, attempts from clean addresses
 * (sign-in-address-tracker.ts) go ahead of those from dirty ones, and when the lane is full a
 * clean newcomer takes the place of the newest dirty attempt, which is refused as busy: a new
 * device waits for the hash running now and its own, however long the flood.
 */
export class HashGate {
  private readonly lanes: Readonly<Record<HashPriority, PQueue>>;
  private readonly maxQueued: number;
  /** Dirty attempts waiting in the strangers' lane, oldest first, each able to withdraw itself. */
  private readonly dirtyWaiting: AbortController[] = [];

  constructor(options: HashGateOptions = defaultHashGateOptions()) {
    const other = new PQueue({ concurrency: options.concurrency });
    const known = new PQueue({ concurrency: options.knownConcurrency });
    // While a known client's hash waits or runs, strangers start no new hash: it gets the cores.
    known.on('add', () => other.pause());
    known.on('idle', () => other.start());
    this.lanes = { other, known };
    this.maxQueued = options.maxQueued;
  }

  /** Whether a hash in this lane would be accepted now (run it soon after, or it may not be). */
  hasRoom(priority: HashPriority, standing: AddressStanding = 'clean'): boolean {
    if (this.lanes[priority].size < this.maxQueued) return true;
    return priority === 'other' && standing === 'clean' && this.dirtyWaiting.length > 0;
  }

  /**
   * Runs `work` when its lane has a free slot; rejects with {@link HashGateBusyError} at once when
   * full, or later if a clean attempt takes its place while it waits (dirty attempts only).
   */
  run<T>(work: () => Promise<T>, priority: HashPriority, standing: AddressStanding = 'clean'): Promise<T> {
    if (!this.hasRoom(priority, standing)) return Promise.reject(new HashGateBusyError());
    const lane = this.lanes[priority];
    if (priority === 'known') return lane.add(work);
    if (lane.size >= this.maxQueued) this.dirtyWaiting.pop()?.abort(new HashGateBusyError());
    if (standing === 'clean') return lane.add(work, { priority: STANDING_PRIORITY.clean });
    const waiting = new AbortController();
    this.dirtyWaiting.push(waiting);
    const leave = () => {
      const index = this.dirtyWaiting.indexOf(waiting);
      if (index >= 0) this.dirtyWaiting.splice(index, 1);
    };
    const started = async () => {
      leave();
      return work();
    };
    return lane.add(started, { priority: STANDING_PRIORITY.dirty, signal: waiting.signal }).finally(leave);
  }

  /** Hashes running and waiting now, both lanes (for logs and tests). */
  get load(): { running: number; waiting: number } {
    const { other, known } = this.lanes;
    return { running: other.pending + known.pending, waiting: other.size + known.size };
  }
}

let shared: HashGate | undefined;

/** The process-wide gate every password check of the built-in provider goes through. */
export function sharedHashGate(): HashGate {
  shared ??= new HashGate();
  return shared;
}
