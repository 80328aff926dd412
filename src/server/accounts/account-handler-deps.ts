import type { Logger } from '../log/logger.ts';
import type { SessionSettings } from '../sessions/session-settings.ts';
import type { Database } from '../storage/database.ts';
import type { AccountMailer } from './account-mailer.ts';
import type { AccountProvider } from './account-provider.ts';

/** What the sign-in, registration and sign-out handlers need, injected so tests can fake it. */
export interface AccountHandlerDeps {
  provider: AccountProvider;
  db: () => Promise<Database>;
  settings: SessionSettings;
  /** The client's network address (Astro's clientAddress). */
  clientAddress: string;
  now: () => Date;
  log: Logger;
  /** The account mails, in the locale and with the link origin of this request. */
  mailer: (request: Request) => Promise<AccountMailer>;
}
