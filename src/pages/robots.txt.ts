import type { APIRoute } from 'astro';
import { robotsResponse } from '../server/seo/robots.ts';
import { requestPublicOrigin } from '../server/seo/request-public-origin.ts';

export const GET: APIRoute = async ({ request }) => robotsResponse(await requestPublicOrigin(request));
