import { z } from 'zod';
import { emptyToUndefined } from './env-helpers.ts';

/** Environment of the portal's own public address. */
export const PublicUrlEnvShape = {
  /**
   * The canonical address visitors reach the portal at, e.g. https://developer.example.com: links
   * in mail are built on it, never on the Host of the request that caused the mail (anyone can
   * send a forged Host). Unset: only local environments (site.environments.local) fall back to
   * the request's own origin; elsewhere no link is mailed and the log says to set it.
   */
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .refine((value) => {
        // Runs even when the URL check above failed: never let the parser throw past zod.
        const url = URL.parse(value);
        return (
          url !== null && url.pathname === '/' && url.search === '' && url.hash === '' && url.username === ''
        );
      }, 'must be an origin such as https://developer.example.com, without path, query or credentials')
      .optional(),
  ),
};
