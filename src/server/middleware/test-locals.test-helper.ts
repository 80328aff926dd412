import { readServerEnv } from '../config/env.ts';
import { createLogger } from '../log/logger.ts';
import { createPortal, type PortalParts } from '../portal.ts';
import { initialLocals } from './initial-locals.ts';
import type { RequestLocals } from './middleware.ts';

/**
 * A request's locals as src/middleware.ts starts them, over a portal built from the default
 * configuration (not the process's environment) with `parts` of the test's own; nothing is
 * opened until a middleware or handler asks for it.
 */
export function testLocals(parts: PortalParts = {}): RequestLocals {
  return initialLocals(createPortal({ env: readServerEnv({}), log: createLogger('silent'), ...parts }));
}
