import { readServerEnv } from '../config/env.ts';

/**
 * Whether the page flag ENABLE_AI is on (spec §2.9): page shells pass the AI brand name to the
 * search modal only then, and GET /api/search/ai/ask answers 404 otherwise.
 */
export function aiEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return readServerEnv(env).ENABLE_AI;
}
