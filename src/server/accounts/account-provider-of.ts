import { readServerEnv } from '../config/env.ts';
import { database } from '../storage/index.ts';
import type { AccountProvider } from './account-provider.ts';
import { BuiltinAccountProvider } from './builtin-account-provider.ts';
import { OidcAccountProvider } from './oidc-account-provider.ts';
import { oidcSettingsFrom } from './oidc-settings.ts';
import { SIGN_IN_LIMITS } from './sign-in-limiter.ts';

let cached: AccountProvider | undefined;

/** The configured account provider (ACCOUNT_PROVIDER): 'builtin' or 'oidc'. */
export function accountProvider(): AccountProvider {
  if (cached === undefined) {
    const env = readServerEnv();
    switch (env.ACCOUNT_PROVIDER) {
      case 'builtin':
        cached = new BuiltinAccountProvider(database, undefined, {
          ...SIGN_IN_LIMITS,
          register: { ...SIGN_IN_LIMITS.register, maxFailures: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR },
        });
        break;
      case 'oidc':
        cached = new OidcAccountProvider(oidcSettingsFrom(env), database);
        break;
    }
  }
  return cached;
}
