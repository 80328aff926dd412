import { createUniqueIds, groupSlug, operationAnchorBase } from './anchor-ids.ts';
import type { CollectedOperation } from './collect-operations.ts';
import type { ApiOperationGroup } from './model.ts';
import { isObject, stringField } from './openapi-document.ts';

/** The group title of an untagged operation: its first path segment ('/' when it has none). */
export function pathSegmentGroup(path: string): string {
  return path.split('/').find((segment) => segment !== '') ?? '/';
}

interface Draft {
  title: string;
  description: string;
  fromTag: boolean;
  operations: CollectedOperation[];
}

/**
 * Places every operation in exactly one group: its first tag, or, without tags, the group named
 * after its first path segment (a tag of the same name is the same group). Groups come in the
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
    drafts.set(name, { title: name, description, fromTag: true, operations: [] });
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
      draft = { title: tag, description: '', fromTag: true, operations: [] };
      drafts.set(tag, draft);
    }
    draft.operations.push(operation);
  }
  for (const [segment, list] of untagged) {
    const draft = drafts.get(segment);
    if (draft === undefined)
      drafts.set(segment, { title: segment, description: '', fromTag: false, operations: list });
    else draft.operations.push(...list);
  }

  const slugs = createUniqueIds();
  return [...drafts.values()]
    .filter((draft) => draft.operations.length > 0)
    .map((draft) => {
      const anchors = createUniqueIds();
      return {
        title: draft.title,
        slug: slugs.claim(groupSlug(draft.title)),
        description: draft.description,
        fromTag: draft.fromTag,
        operations: draft.operations.map((operation) => ({
          ...operation,
          anchorId: anchors.claim(operationAnchorBase(operation.path, operation.method)),
        })),
      };
    });
}
