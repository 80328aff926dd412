import { z } from 'zod';

/**
 * Environment of overload protection (src/server/http/overload.ts): how many requests a process
 * works on at once, how many more wait their turn, and how long they may wait, before it answers
 * 503 with Retry-After (docs/decisions/0066-bounded-memory-and-overload.md).
 */
export const OverloadEnvShape = {
  /** Requests a process renders or answers at once (pages and APIs; not static files or health). */
  MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(32),
  /** Requests waiting for a turn beyond MAX_IN_FLIGHT; past it, new ones get 503 at once. */
  OVERLOAD_QUEUE_DEPTH: z.coerce.number().int().min(0).max(100_000).default(256),
  /** Longest wait for a turn, in milliseconds; a request still waiting then gets 503. */
  OVERLOAD_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
};
