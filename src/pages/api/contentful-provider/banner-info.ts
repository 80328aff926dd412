import type { APIRoute } from 'astro';
import { bannerInfoResponse } from '../../../server/banner/banner-info-endpoint.ts';
import { methodNotAllowed } from '../../../server/http/method-not-allowed.ts';

/** GET /api/contentful-provider/banner-info?path={pathname} (spec §7). */
export const ALL: APIRoute = ({ request }) =>
  request.method === 'GET' || request.method === 'HEAD'
    ? bannerInfoResponse(request)
    : methodNotAllowed(request, ['GET', 'HEAD']);
