import { isObject, type JsonObject } from './openapi-document.ts';

/** A value with `$ref`s followed: the target and, when it came from one, the name of the ref. */
export interface Resolved {
  value: JsonObject;
  /** Last segment of the last `$ref` followed, e.g. 'IssueBean' for '#/components/schemas/IssueBean'. */
  refName?: string;
}

/** Follows local `$ref`s (JSON pointers inside the same document). */
export interface RefResolver {
  /** Follows a chain of `$ref`s; undefined for non-objects, external refs, cycles and dangling refs. */
  resolve(value: unknown): Resolved | undefined;
}

const MAX_HOPS = 32;

/** The name a `$ref` stands for: its last pointer segment, unescaped. */
export function refName(ref: string): string {
  const last = ref.slice(ref.lastIndexOf('/') + 1);
  return decodePointerSegment(last);
}

function decodePointerSegment(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // keep the segment as written
  }
  return text.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Creates a resolver for `document`; resolved pointers are cached. */
export function createRefResolver(document: unknown): RefResolver {
  const cache = new Map<string, unknown>();
  const lookup = (ref: string): unknown => {
    if (cache.has(ref)) return cache.get(ref);
    let target: unknown;
    if (ref === '#') target = document;
    else if (ref.startsWith('#/')) {
      target = document;
      for (const segment of ref.slice(2).split('/')) {
        if (!isObject(target) && !Array.isArray(target)) {
          target = undefined;
          break;
        }
        target = (target as Record<string, unknown>)[decodePointerSegment(segment)];
      }
    }
    cache.set(ref, target);
    return target;
  };

  return {
    resolve(value) {
      let current: unknown = value;
      let name: string | undefined;
      for (let hop = 0; hop < MAX_HOPS; hop++) {
        if (!isObject(current)) return undefined;
        const ref = current['$ref'];
        if (typeof ref !== 'string')
          return name === undefined ? { value: current } : { value: current, refName: name };
        name = refName(ref);
        current = lookup(ref);
      }
      return undefined;
    },
  };
}
