import type { APIRoute } from 'astro';
import { appAvatarStore } from '../../../../server/console/app-avatar-store.ts';
import { handleAppAvatarImage } from '../../../../server/console/app-avatar-serve-handler.ts';

/** GET /api/console/app-avatar/<file id>: an app's avatar image, to anyone. */
export const ALL: APIRoute = ({ request, params, locals }) =>
  handleAppAvatarImage(request, params['fileId'], {
    avatars: appAvatarStore(locals.services.db),
    log: locals.services.log,
  });
