import type { Account } from '../../schemas/account.ts';
import type { Logger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';

/** What the profile handlers need, injected so tests can drive them. */
export interface ProfileHandlerDeps {
  /** The signed-in account (locals.account), if any. */
  account: Account | undefined;
  db: () => Promise<Database>;
  now: () => Date;
  log: Logger;
}
