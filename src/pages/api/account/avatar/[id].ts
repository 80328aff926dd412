import type { APIRoute } from 'astro';
import { handleAvatarImage } from '../../../../server/accounts/avatar-serve-handler.ts';
import { logger } from '../../../../server/log/logger.ts';
import { database } from '../../../../server/storage/index.ts';

/** GET /api/account/avatar/<account id>?v=<version>: an uploaded avatar image. */
export const ALL: APIRoute = ({ request, params }) =>
  handleAvatarImage(request, params['id'], { db: database, log: logger });
