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
 * Who is waiting: `known` for an address that signed in to the account before (it goes first),
 * `other` for everyone else.
 */
export type HashPriority = 'known' | 'other';

/** Sizes of a {@link HashGate}. */
export interface HashGateOptions {
  /** Hashes computed at once. */
  concurrency: number;
  /** Hashes that may wait, per priority; one more is refused at once. */
  maxQueued: number;
}

/**
 * Half the cores (at least one) hash at once: a scrypt hash keeps a core busy for ~0.2 s and holds
 * 128 MiB, and the other half must still serve pages and run the embedded database. Four waiting
 * per running hash keep a queued attempt under about a second on a two-core machine.
 */
export function defaultHashGateOptions(): HashGateOptions {
  const concurrency = Math.max(1, Math.floor(availableParallelism() / 2));
  return { concurrency, maxQueued: 4 * concurrency };
}

/**
 * Bounds password hashing so a flood of sign-ins cannot starve the process: at most `concurrency`
 * hashes run, at most `maxQueued` wait per priority, and anything past that is refused before it
 * costs a hash. Known addresses wait in front of the others, so an account's owner is served
 * promptly while strangers flood the form.
 */
export class HashGate {
  private readonly queue: PQueue;
  private readonly maxQueued: number;

  constructor(options: HashGateOptions = defaultHashGateOptions()) {
    this.queue = new PQueue({ concurrency: options.concurrency });
    this.maxQueued = options.maxQueued;
  }

  /** Whether a hash of this priority would be accepted now (run it soon after, or it may not be). */
  hasRoom(priority: HashPriority): boolean {
    return this.queue.sizeBy({ priority: rank(priority) }) < this.maxQueued;
  }

  /** Runs `work` when a slot is free; rejects with {@link HashGateBusyError} at once when full. */
  run<T>(work: () => Promise<T>, priority: HashPriority): Promise<T> {
    if (!this.hasRoom(priority)) return Promise.reject(new HashGateBusyError());
    return this.queue.add(work, { priority: rank(priority) });
  }

  /** Hashes running and waiting now (for logs and tests). */
  get load(): { running: number; waiting: number } {
    return { running: this.queue.pending, waiting: this.queue.size };
  }
}

const rank = (priority: HashPriority) => (priority === 'known' ? 1 : 0);

let shared: HashGate | undefined;

/** The process-wide gate every password check of the built-in provider goes through. */
export function sharedHashGate(): HashGate {
  shared ??= new HashGate();
  return shared;
}
