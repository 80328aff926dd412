import { z } from 'zod';

/** Server settings from the environment; secrets and deployment choices come only from here. */
export const ServerEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; unset means all interfaces (IPv6 and IPv4 where available). */
  HOST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
});
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

/** Parses the environment once at start; a bad value stops the server with a clear message. */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = ServerEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}
