import type { ChangelogEntry } from '../../schemas/changelog.ts';
import { canRead, type Principal } from '../../core/policy/principal.ts';

/**
 * The changelog entries a principal may read: an entry has its package changelog's privilege
 * (decision 0031), so internal packages' entries stay out of the universal changelog and its
 * feeds for everyone else.
 */
export function readableEntries(entries: readonly ChangelogEntry[], principal: Principal): ChangelogEntry[] {
  return entries.filter((entry) => canRead(principal, entry.privilege));
}
