import type { Environment, SiteConfig } from '../../schemas/site.ts';

export type { Environment } from '../../schemas/site.ts';

/**
 * The deployment environment a host name belongs to (spec §1: recognised by host name), looked up
 * in `site.environments`. The port is ignored and case does not matter. An unknown host counts as
 * production, so a new production alias never runs with test settings by accident.
 */
export function environmentOf(hostname: string, environments: SiteConfig['environments']): Environment {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  for (const [environment, hosts] of Object.entries(environments) as [Environment, string[]][]) {
    if (hosts.some((entry) => entry.toLowerCase().replace(/:\d+$/, '') === host)) return environment;
  }
  return 'production';
}
