import { StorageUnavailableError } from './storage-unavailable.ts';

/**
 * Turns at the connection pool: at most `size` holders, the others wait in order of arrival.
 * node-postgres queues callers itself, but with one timeout for waiting and for connecting, and
 * no way to let them go; here a wait has a limit of its own, and an outage releases every waiter
 * at once, so neither load nor a frozen server makes a request wait for the other's timeout.
 */
export interface PoolSlots {
  /** Resolves with the function that gives the turn back; rejects past `waitMs` or on {@link PoolSlots.releaseAll}. */
  acquire(waitMs: number): Promise<() => void>;
  /** Rejects every waiter with `error` (the database went down). Holders keep their turns. */
  releaseAll(error: unknown): void;
  /** Turns held and callers waiting, for tests and logs. */
  readonly held: number;
  readonly waiting: number;
}

interface Waiter {
  grant: (release: () => void) => void;
  refuse: (error: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** {@link PoolSlots} with `size` turns. */
export function createPoolSlots(size: number): PoolSlots {
  let held = 0;
  const queue: Waiter[] = [];
  const release = (): (() => void) => {
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = queue.shift();
      if (next === undefined) {
        held -= 1;
        return;
      }
      clearTimeout(next.timer);
      next.grant(release());
    };
  };
  return {
    acquire(waitMs) {
      if (held < size) {
        held += 1;
        return Promise.resolve(release());
      }
      return new Promise((grant, refuse) => {
        const waiter: Waiter = {
          grant,
          refuse,
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiter), 1);
            refuse(
              new StorageUnavailableError(
                `the database is busy: no pooled connection came free within ${waitMs} ms`,
              ),
            );
          }, waitMs),
        };
        queue.push(waiter);
      });
    },
    releaseAll(error) {
      for (const waiter of queue.splice(0)) {
        clearTimeout(waiter.timer);
        waiter.refuse(new StorageUnavailableError(undefined, { cause: error }));
      }
    },
    get held() {
      return held;
    },
    get waiting() {
      return queue.length;
    },
  };
}
