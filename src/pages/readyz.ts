import type { APIRoute } from 'astro';
import { readinessResponse } from '../server/readiness.ts';

export const GET: APIRoute = ({ locals }) =>
  readinessResponse({
    content: locals.services.content,
    db: locals.services.db,
    release: locals.services.env.RELEASE_ID,
    log: locals.services.log,
  });
