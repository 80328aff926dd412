import { describe, expect, it } from 'vitest';
import { principalFor } from '../policy/access-policy.ts';
import { ANONYMOUS } from '../policy/principal.ts';
import { consoleFeatures, distributionSections, visibleTabs } from './console-features.ts';

const developer = (granted: Parameters<typeof principalFor>[0]['granted']) =>
  principalFor({ accountId: 'u1', email: 'dev@customer.org', emailVerified: true, granted }, 'example.com');

describe('console features (spec §3 flags, §6 privilege → features)', () => {
  it('switches features on from privileges and from account flags', () => {
    expect([...consoleFeatures(ANONYMOUS)]).toEqual([]);
    expect([...consoleFeatures(developer(['OUTBOUND_AUTH', 'DIRECT_APP_DISTRIBUTION']))].sort()).toEqual([
      'directAppDistribution',
      'outbound-auth',
    ]);
    expect([...consoleFeatures(developer([]), ['authorizationTab'])]).toEqual(['authorizationTab']);
  });

  it('shows the authorization, outbound auth and environments tabs only when they apply', () => {
    const none = consoleFeatures(developer([]));
    expect(visibleTabs({ appType: 'oauth2', features: none, role: 'owner' })).toEqual([
      'overview',
      'settings',
      'permissions',
      'distribution',
      'members',
      'audit',
    ]);
    const all = consoleFeatures(developer(['OUTBOUND_AUTH']), ['authorizationTab']);
    expect(visibleTabs({ appType: 'forge', features: all, role: 'viewer' })).toEqual([
      'overview',
      'settings',
      'authorization',
      'permissions',
      'distribution',
      'environments',
      'outbound-auth',
      'members',
      'audit',
    ]);
  });

  it('offers going public only with directAppDistribution, egress only to Forge apps with its feature', () => {
    const plain = {
      appType: 'forge' as const,
      features: consoleFeatures(developer([])),
      role: 'owner' as const,
    };
    expect(distributionSections(plain)).toEqual({ goPublic: false, egressPermissions: false });
    const granted = consoleFeatures(
      developer(['DIRECT_APP_DISTRIBUTION', 'FORGE_DISTRIBUTION_EGRESS_PERMISSIONS']),
    );
    expect(distributionSections({ ...plain, features: granted })).toEqual({
      goPublic: true,
      egressPermissions: true,
    });
    expect(distributionSections({ ...plain, appType: 'oauth2', features: granted })).toEqual({
      goPublic: true,
      egressPermissions: false,
    });
  });
});
