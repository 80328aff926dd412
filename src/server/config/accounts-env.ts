import { z } from 'zod';
import { emptyToUndefined } from './env-helpers.ts';

/** Environment of sign-in, sessions and the heartbeat (src/server/accounts, src/server/sessions). */
export const AccountsEnvShape = {
  /**
   * Who signs visitors in (src/server/accounts): 'builtin' keeps accounts with scrypt-hashed
   * passwords in the database. An OpenID Connect provider is planned as a second value.
   */
  ACCOUNT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['builtin']).default('builtin')),
  /** A session ends after this long without a request or heartbeat (sliding expiry), in seconds. */
  SESSION_IDLE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400 * 30)
    .default(1800),
  /** A session ends this long after sign-in however active it is, in seconds. */
  SESSION_MAX_LIFETIME_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400 * 90)
    .default(86_400 * 7),
  /**
   * How many reverse proxies (load balancers) in front of the portal append to X-Forwarded-For.
   * 0 (default): the socket's address is the client's. Per-address sign-in limits need the real
   * client address, so set this behind a load balancer, and never higher than the real count.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Path of the session heartbeat (spec §7, default /gateway/api/session/heartbeat). It must
   * stay under /gateway/ or /api/, where handlers choose their own methods.
   */
  HEARTBEAT_PATH: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\/(gateway|api)\/[A-Za-z0-9/_.-]+$/, 'must be a path under /gateway/ or /api/')
      .default('/gateway/api/session/heartbeat'),
  ),
};
