import type { APIRoute } from 'astro';
import { handleBannerInfo } from '../../../server/banner/banner-info-handler.ts';
import { bannerInfoDeps } from '../../../server/portal/handler-deps.ts';

/** GET /api/contentful-provider/banner-info?path={pathname} (spec §7); other methods get 405. */
export const ALL: APIRoute = ({ request, locals }) => handleBannerInfo(request, bannerInfoDeps(locals));
