import type { FragmentTargets } from './markdown-prep.ts';
import type { RestApi } from './model.ts';
import { groupItemId, groupRoute } from './routes.ts';

/**
 * The ids of a reference that descriptions link to with a bare '#id': operation anchors (on
 * their group page) and 'api-group-<slug>' (the group page itself), matched lower-cased.
 */
export function fragmentTargets(api: RestApi, basePath: string): FragmentTargets {
  const targets = new Map<string, { route: string; id?: string }>();
  for (const group of api.groups) {
    const route = groupRoute(basePath, group);
    if (!targets.has(groupItemId(group))) targets.set(groupItemId(group), { route });
    for (const operation of group.operations) {
      const key = operation.anchorId.toLowerCase();
      if (!targets.has(key)) targets.set(key, { route, id: operation.anchorId });
    }
  }
  return targets;
}
