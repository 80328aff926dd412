/**
 * A steady stream of requests for the rolling-restart check: `connections` loops, each sending
 * the next request of `plan` as soon as its previous answer has been read to the end, until
 * stopped. Any answer that is not 2xx/3xx, a network error, or a body cut short is a failure.
 */

/** One request of the plan. */
export interface PlannedRequest {
  path: string;
  init?: RequestInit;
}

/** What the stream saw. */
export interface LoadResult {
  /** Answers that were 2xx or 3xx and read to the end. */
  ok: number;
  /** `<status or error> <method> <path>` of every failure, in order. */
  failures: string[];
}

export interface SteadyLoad {
  /** Answers so far that were fine. */
  ok(): number;
  /** Stops sending, waits for the answers still due and returns the tally. */
  stop(): Promise<LoadResult>;
}

/** Starts the stream against `origin`; request n of a loop is `plan(n)`. */
export function startSteadyLoad(
  origin: string,
  plan: (n: number) => PlannedRequest,
  connections = 4,
): SteadyLoad {
  let stopped = false;
  let ok = 0;
  const failures: string[] = [];
  let sent = 0;
  const loop = async () => {
    while (!stopped) {
      const { path, init = {} } = plan(sent++);
      const label = `${init.method ?? 'GET'} ${path}`;
      try {
        const response = await fetch(new URL(path, origin), {
          redirect: 'manual',
          signal: AbortSignal.timeout(20_000),
          ...init,
        });
        await response.arrayBuffer();
        if (response.status >= 200 && response.status < 400) ok++;
        else failures.push(`${response.status} ${label}`);
      } catch (error) {
        failures.push(`${String((error as Error).cause ?? error)} ${label}`);
      }
    }
  };
  const loops = Array.from({ length: connections }, loop);
  return {
    ok: () => ok,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      return { ok, failures };
    },
  };
}
