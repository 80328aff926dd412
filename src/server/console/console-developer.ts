import type { Principal } from '../../core/policy/principal.ts';
import type { AccountFeatureFlag, Owner } from '../../schemas/console.ts';
import type { Actor } from './app-registry.ts';

/** The signed-in developer as the console acts for them. */
export interface ConsoleDeveloper {
  /** Who makes changes (the audit log's actor). */
  actor: Actor;
  /** The owner of the apps they create. */
  owner: Owner;
  /** Their principal, for the access policy (offered APIs). */
  principal: Principal;
  /** Their console features (privileges' frontend features + the site's console flags). */
  features: ReadonlySet<AccountFeatureFlag>;
}
