import type { ServerEnv } from '../config/env.ts';
import type { SharedStore } from '../shared-state/shared-store.ts';
import type { Database } from '../storage/database.ts';
import type { AccountProvider } from './account-provider.ts';
import { BuiltinAccountProvider } from './builtin-account-provider.ts';
import { OidcAccountProvider } from './oidc-account-provider.ts';
import { oidcSettingsFrom } from './oidc-settings.ts';
import type { SignInAddressTracker } from './sign-in-address-tracker.ts';
import { SIGN_IN_LIMITS } from './sign-in-limiter.ts';

/**
 * The account provider the configuration chooses (ACCOUNT_PROVIDER): 'builtin' or 'oidc'. The
 * composition root (src/server/portal.ts) makes it once, on first use, with the shared store its
 * registration limits count in and the sign-in tracker.
 */
export function accountProviderFrom(
  env: ServerEnv,
  db: () => Promise<Database>,
  shared?: { store: SharedStore; tracker: SignInAddressTracker },
): AccountProvider {
  switch (env.ACCOUNT_PROVIDER) {
    case 'builtin':
      return new BuiltinAccountProvider(
        db,
        undefined,
        {
          ...SIGN_IN_LIMITS,
          register: { ...SIGN_IN_LIMITS.register, maxFailures: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR },
        },
        shared === undefined ? {} : { store: shared.store, tracker: shared.tracker },
      );
    case 'oidc':
      return new OidcAccountProvider(oidcSettingsFrom(env), db);
  }
}
