import { StorageUnavailableError } from './storage-unavailable.ts';

/**
 * Remembers that the database is unreachable so requests fail at once instead of each waiting
 * out a connection or query timeout, and finds out by itself when it is back.
 */
export interface StorageBreaker {
  /** Throws {@link StorageUnavailableError} while the database is known to be down. */
  check(): void;
  /** Records a connection failure: later calls fail fast until a probe succeeds. */
  trip(error: unknown): void;
  /** Whether the database is currently known to be down. */
  readonly open: boolean;
  /** Stops probing (the database is being closed). */
  stop(): void;
}

/** What a breaker needs: a cheap round trip that rejects while the database is down. */
export interface BreakerOptions {
  probe: () => Promise<void>;
  /** Pause between failed probes, in milliseconds. */
  retryMs: number;
  onChange?: (state: 'down' | 'up', error?: unknown) => void;
}

/**
 * A breaker driven by one probe at a time: the first probe runs as soon as it trips (a single
 * dropped connection costs almost nothing), then every `retryMs` until one succeeds. Hand-written
 * rather than a general circuit-breaker library because recovery is decided by a probe of the
 * shared pool, not by counting the failures of one wrapped function (docs/decisions/0021).
 */
export function createStorageBreaker(options: BreakerOptions): StorageBreaker {
  let down: unknown;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const probeLoop = (): void => {
    timer = undefined;
    options.probe().then(
      () => {
        if (stopped || down === undefined) return;
        down = undefined;
        options.onChange?.('up');
      },
      () => {
        if (!stopped) timer = setTimeout(probeLoop, options.retryMs).unref();
      },
    );
  };
  return {
    check() {
      if (down !== undefined) throw new StorageUnavailableError(undefined, { cause: down });
    },
    trip(error) {
      if (stopped || down !== undefined) return;
      down = error ?? new Error('unknown');
      options.onChange?.('down', error);
      probeLoop();
    },
    get open() {
      return down !== undefined;
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
