import type { APIRoute } from 'astro';
import { changelogFeedResponse } from '../../server/changelog/changelog-feed.ts';

export const GET: APIRoute = async ({ request, locals }) =>
  changelogFeedResponse('atom', request, {
    manifest: await locals.services.manifest(),
    origin: await locals.services.publicOrigin(request),
    principal: locals.principal,
  });
