import type { APIRoute } from 'astro';
import { healthResponse } from '../server/health.ts';

export const GET: APIRoute = ({ locals }) => healthResponse(locals.services.content);
