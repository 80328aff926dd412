import type { APIRoute } from 'astro';
import { accountOf } from '../../../server/pages/account-of.ts';
import { profileHandlerDeps } from '../../../server/accounts/profile-endpoints.ts';
import { handleScreenName } from '../../../server/accounts/screen-name-handler.ts';

/** POST /api/account/profile: the profile page's screen-name form. */
export const ALL: APIRoute = ({ request, locals }) =>
  handleScreenName(request, profileHandlerDeps(accountOf(locals)));
