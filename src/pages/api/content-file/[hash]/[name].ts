import type { APIRoute } from 'astro';
import { contentFileResponse } from '../../../../server/content/content-file-response.ts';

/** GET /api/content-file/<hash>/<name>: an image or file published beside the pages (decision 0034). */
export const ALL: APIRoute = async ({ request, params, locals }) =>
  contentFileResponse(
    request,
    `${params['hash'] ?? ''}/${params['name'] ?? ''}`,
    await locals.services.content(),
    locals.principal,
  );
