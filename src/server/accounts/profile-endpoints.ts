import type { Account } from '../../schemas/account.ts';
import { logger } from '../log/logger.ts';
import { database } from '../storage/index.ts';
import type { ProfileHandlerDeps } from './profile-handler-deps.ts';

/** The production dependencies of the profile handlers for one request's signed-in account. */
export function profileHandlerDeps(account: Account | undefined): ProfileHandlerDeps {
  return { account, db: database, now: () => new Date(), log: logger };
}
