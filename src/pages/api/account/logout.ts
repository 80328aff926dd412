import type { APIRoute } from 'astro';
import { accountProvider } from '../../../server/accounts/account-provider-of.ts';
import { logger } from '../../../server/log/logger.ts';
import { handleSignOut } from '../../../server/sessions/sign-out-handler.ts';
import { database } from '../../../server/storage/index.ts';

/** POST /api/account/logout: the logout page's form target (then the issuer's logout, if set). */
export const ALL: APIRoute = ({ request }) => {
  const provider = accountProvider();
  return handleSignOut(request, {
    db: database,
    log: logger,
    ...(provider.kind === 'redirect' ? { endSessionAt: (r: Request) => provider.signOutLocation(r) } : {}),
  });
};
