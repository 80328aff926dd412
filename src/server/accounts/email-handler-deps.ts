import type { AccountMailer } from './account-mailer.ts';
import type { AccountProvider } from './account-provider.ts';
import type { ProfileHandlerDeps } from './profile-handler-deps.ts';

/** What the email change and the resend handlers need beyond the profile's. */
export interface EmailHandlerDeps extends ProfileHandlerDeps {
  /** Checks the current password (with the sign-in limits) before an address changes. */
  provider: AccountProvider;
  /** The client's network address (Astro's clientAddress), for the sign-in limits. */
  clientAddress: string;
  /** The account mails, in the locale and with the link origin of this request. */
  mailer: (request: Request) => Promise<AccountMailer>;
}
