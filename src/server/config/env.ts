import { z } from 'zod';
import { AccountsEnvShape } from './accounts-env.ts';
import { refineRequirements } from './env-requirements.ts';
import { FeedbackEnvShape } from './feedback-env.ts';
import { MailEnvShape } from './mail-env.ts';
import { SupportEnvShape } from './support-env.ts';
import { SecurityEnvShape } from './security-env.ts';
import { PageCacheEnvShape } from './page-cache-env.ts';
import { ConsoleEnvShape } from './console-env.ts';
import { OauthEnvShape } from './oauth-env.ts';
import { ProcessEnvShape } from './process-env.ts';
import { OverloadEnvShape } from './overload-env.ts';
import { emptyToUndefined, optionalText } from './env-helpers.ts';

const scriptUrl = () => z.url({ protocol: /^https?$/ }).includes('{key}', { message: 'must contain {key}' });
/** Segment's own CDN; a vendor may serve the same script from its own host instead. */
const SEGMENT_CDN_URL = 'https://cdn.segment.com/analytics.js/v1/{key}/analytics.min.js';

/** Server settings from the environment; secrets and deployment choices come only from here. */
export const ServerEnvSchema = z
  .object({
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
    /**
     * Redis for the state every process and machine must agree on: rate limits, registration
     * limits, sign-in trouble and holds (src/server/shared-state). Unset: kept in the database.
     * `redis://[:password@]host:port[/db]`, or `rediss://` for TLS.
     */
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\/[^/]/, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    /**
     * What every key the portal writes in REDIS_URL starts with, so several portals (or test
     * runs) can share one Redis without counting each other's limits.
     */
    REDIS_KEY_PREFIX: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w.:-]{1,64}$/, 'must be 1-64 letters, digits, _, ., : or -')
        .default('portico:'),
    ),
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
    /**
     * Who answers searches (src/server/search): 'embedded' (default) runs the engine in process
     * over the index the content build wrote and serves the Algolia-compatible API under /1/;
     * 'algolia' sends the browser to Algolia itself (ALGOLIA_* below) and only mints secured keys.
     */
    SEARCH_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['embedded', 'algolia']).default('embedded')),
    /** Application id the embedded API answers to (browser clients send it). */
    SEARCH_APP_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/)
        .default('PORTICO'),
    ),
    /** Index name of the embedded API. */
    SEARCH_INDEX_NAME: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_.-]{1,128}$/)
        .default('portico_docs'),
    ),
    /**
     * Secret parent key of the embedded API: secured keys are signed with it, and it may query
     * without restriction itself. Unset: a random key is generated once and kept in the database,
     * so every process sharing DATABASE_URL agrees (src/server/search/parent-key.ts).
     */
    SEARCH_API_KEY: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    /** Lifetime of a visitor's search key (GET /api/search/token `exp`), in seconds. */
    SEARCH_KEY_LIFETIME_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    /**
     * Megabytes of embedded search answers each process keeps per index (a repeated query under
     * the same access is not ranked again); 0 turns the cache off.
     */
    SEARCH_CACHE_MAX_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(4096).default(16)),
    /** Algolia application id (SEARCH_PROVIDER=algolia). */
    ALGOLIA_APP_ID: optionalText(),
    /** Algolia search-only API key: the parent of visitors' secured keys; a secret. */
    ALGOLIA_SEARCH_API_KEY: optionalText(),
    /** Algolia index holding the portal's records. */
    ALGOLIA_INDEX_NAME: optionalText(),
    /**
     * Algolia key allowed to write records and settings (admin or write key); a secret. Set with
     * SEARCH_PROVIDER=algolia: `npm start` (and `npm run search:push`) sends the content build's
     * records to ALGOLIA_INDEX_NAME when they changed. Unset: the deployment uploads them itself.
     */
    ALGOLIA_ADMIN_API_KEY: optionalText(),
    /** Largest record the Algolia plan accepts, in bytes; longer section text is cut to fit. */
    ALGOLIA_MAX_RECORD_BYTES: z.coerce.number().int().min(1000).max(1_000_000).default(10_000),
    /** Algolia Insights region ('us' or 'de'); unset: Algolia's default host. */
    ALGOLIA_INSIGHTS_REGION: z.preprocess(emptyToUndefined, z.enum(['us', 'de']).optional()),
    /**
     * The page flag ENABLE_AI (spec §2.9): the search modal's AI question mode and
     * GET /api/search/ai/ask. On by default; ENABLE_AI=false (or 0, off, no) turns it off.
     */
    ENABLE_AI: z.preprocess(
      emptyToUndefined,
      z.stringbool({ truthy: ['true', '1', 'on', 'yes'], falsy: ['false', '0', 'off', 'no'] }).default(true),
    ),
    /**
     * Base URL of an OpenAI-compatible chat-completions API (…/v1, as in
     * https://api.openai.com/v1 or http://127.0.0.1:11434/v1). Set: that model answers AI
     * questions from the retrieved passages. Unset: the embedded extractive composer answers.
     */
    AI_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    /** Model name sent to AI_BASE_URL; required when AI_BASE_URL is set (checked by src/server/ai). */
    AI_MODEL: optionalText(),
    /** Bearer key for AI_BASE_URL; a secret. Unset: no Authorization header (local servers). */
    AI_API_KEY: optionalText(),
    /** How long one AI answer may take before the ask gives up, in milliseconds. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  })
  .extend(AccountsEnvShape)
  .extend(FeedbackEnvShape)
  .extend(SupportEnvShape)
  .extend(SecurityEnvShape)
  .extend(PageCacheEnvShape)
  .extend(ConsoleEnvShape)
  .extend(OauthEnvShape)
  .extend(MailEnvShape)
  .extend(ProcessEnvShape)
  .extend(OverloadEnvShape)
  // Checks across variables come last: zod refuses to extend a refined object.
  .superRefine(refineRequirements);
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

/** Parses the environment once at start; a bad value stops the server with a clear message. */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = ServerEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}
