import type { APIRoute } from 'astro';
import { robotsResponse } from '../server/seo/robots.ts';

export const GET: APIRoute = ({ request }) => robotsResponse(request);
