import { z } from 'zod';

/** An empty variable (FOO=) counts as unset. */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = () => z.preprocess(emptyToUndefined, z.string().min(1).optional());
const scriptUrl = () => z.url({ protocol: /^https?$/ }).includes('{key}', { message: 'must contain {key}' });
/** Segment's own CDN; a vendor may serve the same script from its own host instead. */
const SEGMENT_CDN_URL = 'https://cdn.segment.com/analytics.js/v1/{key}/analytics.min.js';

/** Server settings from the environment; secrets and deployment choices come only from here. */
export const ServerEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; unset means all interfaces (IPv6 and IPv4 where available). */
  HOST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  /**
   * PostgreSQL server for sessions, feedback and other writes (scale-out). Unset: embedded
   * PostgreSQL (PGlite) in DATA_DIR, which one process owns.
   */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Folder for the embedded database and other local state. */
  DATA_DIR: z.string().min(1).default('.data'),
  /**
   * Segment-compatible analytics write key for production hosts (site.environments). Unset (or
   * empty): analytics go to the portal's own collector, /api/analytics/events.
   */
  SEGMENT_WRITE_KEY: optionalText(),
  /** The write key for every other environment (staging, dev, local). */
  SEGMENT_STAGING_WRITE_KEY: optionalText(),
  /** The analytics script in production; `{key}` stands for the write key. */
  SEGMENT_SCRIPT_URL: scriptUrl().default(SEGMENT_CDN_URL),
  /** The analytics script in every other environment. */
  SEGMENT_STAGING_SCRIPT_URL: scriptUrl().default(SEGMENT_CDN_URL),
  /** Error-reporting project address (Sentry DSN). Unset: no error reporting, no SDK download. */
  SENTRY_DSN: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Release id of this build, attached to error reports. */
  RELEASE_ID: z.preprocess(emptyToUndefined, z.string().min(1).default('development')),
});
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

/** Parses the environment once at start; a bad value stops the server with a clear message. */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = ServerEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}
