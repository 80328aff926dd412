import type { APIRoute } from 'astro';
import { getContentStore } from '../server/content/content-store.ts';
import { sitemapResponse } from '../server/seo/sitemap.ts';
import { requestPublicOrigin } from '../server/seo/request-public-origin.ts';

export const GET: APIRoute = async ({ request }) =>
  sitemapResponse(await requestPublicOrigin(request), await getContentStore());
