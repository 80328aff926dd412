import type { APIRoute } from 'astro';
import { logger } from '../../../server/log/logger.ts';
import { handleSignOut } from '../../../server/sessions/sign-out-handler.ts';
import { database } from '../../../server/storage/index.ts';

/** POST /api/account/logout: the logout page's form target. */
export const ALL: APIRoute = ({ request }) => handleSignOut(request, { db: database, log: logger });
