import type { APIRoute } from 'astro';
import { getContentStore } from '../server/content/content-store.ts';
import { sitemapResponse } from '../server/seo/sitemap.ts';

export const GET: APIRoute = async ({ request }) => sitemapResponse(request, await getContentStore());
