import type { APIRoute } from 'astro';
import { sitemapResponse } from '../server/seo/sitemap.ts';

export const GET: APIRoute = async ({ request, locals }) =>
  sitemapResponse(await locals.services.publicOrigin(request), await locals.services.content());
