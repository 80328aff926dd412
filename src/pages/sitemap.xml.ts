import type { APIRoute } from 'astro';
import { blogSitemapRoutes } from '../server/blog/blog-sitemap.ts';
import { sitemapResponse } from '../server/seo/sitemap.ts';

export const GET: APIRoute = async ({ request, locals }) => {
  const store = await locals.services.content();
  return sitemapResponse(
    await locals.services.publicOrigin(request),
    store,
    blogSitemapRoutes(await store.blog()),
  );
};
