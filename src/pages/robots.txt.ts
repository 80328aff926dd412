import type { APIRoute } from 'astro';
import { robotsResponse } from '../server/seo/robots.ts';

export const GET: APIRoute = async ({ request, locals }) =>
  robotsResponse(await locals.services.publicOrigin(request));
