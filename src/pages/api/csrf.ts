import type { APIRoute } from 'astro';
import { handleCsrfToken } from '../../server/security/csrf-token-handler.ts';

/** GET /api/csrf: the visitor's CSRF token, for pages sent without one (public pages). */
export const ALL: APIRoute = ({ request, locals }) => handleCsrfToken(request, locals.csrfToken);
