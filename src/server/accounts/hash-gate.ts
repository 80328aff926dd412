import { availableParallelism } from 'node:os';
import PQueue from 'p-queue';

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

/**
 * Bounds password hashing so a flood of sign-ins cannot starve the process: at most `concurrency`
 * hashes run for strangers and `knownConcurrency` for known addresses, at most `maxQueued` wait in
 * each lane, and anything past that is refused before it costs a hash. Known clients have their
 * own lane, and strangers start no new hash while it is busy, so an account's owner is served
 * promptly while strangers flood the form.
 */
export class HashGate {
  private readonly lanes: Readonly<Record<HashPriority, PQueue>>;
  private readonly maxQueued: number;

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
  hasRoom(priority: HashPriority): boolean {
    return this.lanes[priority].size < this.maxQueued;
  }

  /** Runs `work` when its lane has a free slot; rejects with {@link HashGateBusyError} at once when full. */
  run<T>(work: () => Promise<T>, priority: HashPriority): Promise<T> {
    if (!this.hasRoom(priority)) return Promise.reject(new HashGateBusyError());
    return this.lanes[priority].add(work);
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
