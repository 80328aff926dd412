import type { APIRoute } from 'astro';
import { blogFeedResponse } from '../../server/blog/blog-feed.ts';

export const GET: APIRoute = async ({ request, locals }) =>
  blogFeedResponse('rss', {
    manifest: await locals.services.manifest(),
    blog: await (await locals.services.content()).blog(),
    origin: await locals.services.publicOrigin(request),
  });
