import type { APIRoute } from 'astro';
import { bannerInfoResponse } from '../../../server/banner/banner-info-endpoint.ts';

/** GET /api/contentful-provider/banner-info?path={pathname} (spec §7). */
export const GET: APIRoute = ({ request }) => bannerInfoResponse(request);
