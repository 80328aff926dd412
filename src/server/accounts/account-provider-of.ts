import { readServerEnv } from '../config/env.ts';
import { database } from '../storage/index.ts';
import type { AccountProvider } from './account-provider.ts';
import { BuiltinAccountProvider } from './builtin-account-provider.ts';

let cached: AccountProvider | undefined;

/**
 * The configured account provider (ACCOUNT_PROVIDER). Only 'builtin' exists today; an OpenID
 * Connect provider will be chosen here by the same variable.
 */
export function accountProvider(): AccountProvider {
  if (cached === undefined) {
    const env = readServerEnv();
    switch (env.ACCOUNT_PROVIDER) {
      case 'builtin':
        cached = new BuiltinAccountProvider(database);
        break;
    }
  }
  return cached;
}
