import { buildFilters } from '../../core/search/filter-builder.ts';
import type { Principal } from '../../core/policy/principal.ts';

/**
 * The filter that limits a principal to what it may read (spec §6): `access:NONE` (public
 * content) for anonymous visitors, OR-ed with every privilege the policy granted otherwise.
 * Privileges are listed in a stable order so the same principal gets the same key.
 */
export function accessFilterFor(principal: Principal): string {
  const granted = [...principal.privileges].filter((privilege) => privilege !== 'NONE').sort();
  return buildFilters({ access: ['NONE', ...granted] });
}
