import { logger } from '../log/logger.ts';
import { sessionSettings } from '../sessions/session-settings.ts';
import { database } from '../storage/index.ts';
import type { AccountHandlerDeps } from './account-handler-deps.ts';
import { accountMailerFor } from './account-mailer-of.ts';
import { accountProvider } from './account-provider-of.ts';
import type { RedirectAccountProvider } from './account-provider.ts';
import type { RedirectSignInDeps } from './redirect-sign-in-handler.ts';
import { clientAddressOf } from './client-address.ts';

/** The production dependencies of the account handlers for one request. */
export function accountHandlerDeps(request: Request, socketAddress: string): AccountHandlerDeps {
  const clientAddress = clientAddressOf(request, socketAddress);
  return {
    provider: accountProvider(),
    db: database,
    settings: sessionSettings(),
    clientAddress,
    now: () => new Date(),
    log: logger,
    mailer: accountMailerFor,
  };
}

/** The production dependencies of the login redirect and the callback. */
export function redirectSignInDeps(provider: RedirectAccountProvider): RedirectSignInDeps {
  return { provider, db: database, settings: sessionSettings(), now: () => new Date(), log: logger };
}
