import { createUniqueIds, groupSlug, operationAnchorBase } from './anchor-ids.ts';
import type { CollectedOperation } from './collect-operations.ts';
import type { ApiOperationGroup } from './model.ts';
import { isObject, stringField } from './openapi-document.ts';

// Segments that say where an API lives rather than what it is about: `/api/latest/plan/…` and
// `/rest/api/2/issue` are about plans and issues (decision 0030 §6; Bamboo's 158 untagged
// operations would otherwise share one `api` page, and every `/rest/api/N/` spec one `rest` page).
const NOT_A_TOPIC = /^(rest|api|latest|v?\d+(\.\d+)*)$/i;

/**
 * The group name of an untagged operation: its first path segment that is not `rest`, `api`,
 * `latest` or a version (`/api/latest/plan/{key}` → `plan`); else its first segment; '/' when it
 * has none.
 */
export function pathSegmentGroup(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  return segments.find((segment) => !NOT_A_TOPIC.test(segment)) ?? segments[0] ?? '/';
}

interface Draft {
  name: string;
  title: string;
  description: string;
  fromTag: boolean;
  operations: CollectedOperation[];
}

/**
 * Places every operation in exactly one group: its first tag, or, without tags, the group named
 * after its first topical path segment (pathSegmentGroup; a tag of the same name is the same
 * group). A declared tag's title is its `x-displayName` when it has one. Groups come in the
 * order of the document's `tags` list, then undeclared tags as first used, then path-segment
 * groups; empty groups are dropped. Slugs are unique in the API and anchors unique per group.
 */
export function groupOperations(
  operations: CollectedOperation[],
  declaredTags: unknown,
): ApiOperationGroup[] {
  const drafts = new Map<string, Draft>();
  for (const tag of Array.isArray(declaredTags) ? declaredTags : []) {
    if (!isObject(tag)) continue;
    const name = stringField(tag, 'name');
    if (name === undefined || drafts.has(name)) continue;
    const description = stringField(tag, 'description') ?? '';
    const displayName = stringField(tag, 'x-displayName')?.trim();
    const title = displayName === undefined || displayName === '' ? name : displayName;
    drafts.set(name, { name, title, description, fromTag: true, operations: [] });
  }
  const untagged = new Map<string, CollectedOperation[]>();
  for (const operation of operations) {
    const tag = operation.tags[0];
    if (tag === undefined) {
      const segment = pathSegmentGroup(operation.path);
      const list = untagged.get(segment);
      if (list === undefined) untagged.set(segment, [operation]);
      else list.push(operation);
      continue;
    }
    let draft = drafts.get(tag);
    if (draft === undefined) {
      draft = { name: tag, title: tag, description: '', fromTag: true, operations: [] };
      drafts.set(tag, draft);
    }
    draft.operations.push(operation);
  }
  for (const [segment, list] of untagged) {
    const draft = drafts.get(segment);
    if (draft === undefined)
      drafts.set(segment, {
        name: segment,
        title: segment,
        description: '',
        fromTag: false,
        operations: list,
      });
    else draft.operations.push(...list);
  }

  const slugs = createUniqueIds();
  return [...drafts.values()]
    .filter((draft) => draft.operations.length > 0)
    .map((draft) => {
      const anchors = createUniqueIds();
      return {
        title: draft.title,
        name: draft.name,
        // From the tag name, not the display name: links and routes stay when a title is reworded.
        slug: slugs.claim(groupSlug(draft.name)),
        description: draft.description,
        fromTag: draft.fromTag,
        operations: draft.operations.map((operation) => ({
          ...operation,
          anchorId: anchors.claim(operationAnchorBase(operation.path, operation.method)),
        })),
      };
    });
}
