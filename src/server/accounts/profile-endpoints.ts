import type { Account } from '../../schemas/account.ts';
import { logger } from '../log/logger.ts';
import { database } from '../storage/index.ts';
import { accountHandlerDeps } from './account-endpoints.ts';
import type { EmailHandlerDeps } from './email-handler-deps.ts';
import type { ProfileHandlerDeps } from './profile-handler-deps.ts';

/** The production dependencies of the profile handlers for one request's signed-in account. */
export function profileHandlerDeps(account: Account | undefined): ProfileHandlerDeps {
  return { account, db: database, now: () => new Date(), log: logger };
}

/** The production dependencies of the email change and resend handlers. */
export function emailHandlerDeps(
  account: Account | undefined,
  request: Request,
  socketAddress: string,
): EmailHandlerDeps {
  const { provider, clientAddress, mailer } = accountHandlerDeps(request, socketAddress);
  return { ...profileHandlerDeps(account), provider, clientAddress, mailer };
}
