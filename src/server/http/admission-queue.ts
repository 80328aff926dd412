import type { OverloadLimits } from '../config/overload-limits.ts';

/**
 * Limits of an admission queue: `maxInFlight` items run at once, `queueDepth` more wait, each
 * for at most `queueTimeoutMs`.
 */
export type AdmissionLimits = OverloadLimits;

/** Why an item was not admitted. */
export type Refusal = 'queue full' | 'waited too long';

/** What a caller is told about its item: run it (then call `release`), refused, or withdrawn. */
export interface Ticket {
  /** Resolves when the item may run, or with the reason it may not. */
  readonly turn: Promise<{ admitted: true; release: () => void } | { admitted: false; reason: Refusal }>;
  /** The caller gave up (its client went away) while waiting: it leaves the queue. No-op once admitted. */
  withdraw(): void;
}

interface Waiter {
  grant: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A FIFO admission queue: at most `maxInFlight` items run, up to `queueDepth` wait in arrival
 * order, and the rest are refused at once. Waiting is cheap (a parsed request, no render state),
 * running is not, so the work in memory is bounded by maxInFlight whatever the load, and a
 * waiter is refused after queueTimeoutMs rather than kept until its client gives up.
 */
export class AdmissionQueue {
  private running = 0;
  private readonly waiting = new Set<Waiter>();

  private readonly limits: AdmissionLimits;

  constructor(limits: AdmissionLimits) {
    this.limits = limits;
  }

  /** Items running now. */
  get inFlight(): number {
    return this.running;
  }

  /** Items waiting for a turn now. */
  get queued(): number {
    return this.waiting.size;
  }

  /** Asks for a turn. */
  enter(): Ticket {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.next();
    };
    const admitted = { admitted: true as const, release };
    if (this.running < this.limits.maxInFlight && this.waiting.size === 0) {
      this.running += 1;
      return { turn: Promise.resolve(admitted), withdraw: () => {} };
    }
    if (this.waiting.size >= this.limits.queueDepth) {
      return { turn: Promise.resolve({ admitted: false, reason: 'queue full' }), withdraw: () => {} };
    }
    let settle: (outcome: Awaited<Ticket['turn']>) => void = () => {};
    const turn = new Promise<Awaited<Ticket['turn']>>((resolve) => (settle = resolve));
    const waiter: Waiter = {
      grant: () => {
        clearTimeout(waiter.timer);
        settle(admitted);
      },
      timer: setTimeout(() => {
        this.waiting.delete(waiter);
        settle({ admitted: false, reason: 'waited too long' });
      }, this.limits.queueTimeoutMs),
    };
    waiter.timer.unref?.();
    this.waiting.add(waiter);
    const withdraw = () => {
      // Only a waiter still queued leaves; a granted one frees its slot through release.
      if (this.waiting.delete(waiter)) clearTimeout(waiter.timer);
    };
    return { turn, withdraw };
  }

  private next(): void {
    const first = this.waiting.values().next();
    if (first.done === true || this.running >= this.limits.maxInFlight) return;
    this.waiting.delete(first.value);
    this.running += 1;
    first.value.grant();
  }
}
