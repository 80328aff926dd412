import { useEffect, useState } from 'react';
import { fetchRequestCount } from './requests.ts';

/** My Requests loading state (spec §4): loading while fetching, then done, success or not. */
export interface RequestCountState {
  readonly status: 'loading' | 'done';
  /** The number of requests; undefined while loading or after a failure. */
  readonly count: number | undefined;
}

// eslint-disable-next-line no-console -- spec §8: the failure is logged to the console only.
const logError = (message: string, detail: unknown) => console.error(message, detail);

/** Fetches the user's request count once, when the control mounts (in the browser only). */
export function useRequestCount(): RequestCountState {
  const [state, setState] = useState<RequestCountState>({ status: 'loading', count: undefined });
  useEffect(() => {
    let live = true;
    void fetchRequestCount(fetch, logError).then((count) => {
      if (live) setState({ status: 'done', count });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
