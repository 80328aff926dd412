import { REST_REFERENCE_DATA_VERSION, type RestReferenceData } from '../../../core/rest/reference-data.ts';

const loaded = new Map<string, Promise<RestReferenceData>>();

/**
 * The group page's on-demand data (`data-rest-reference`), fetched once per page and shared by
 * every tree, sample and "Try it" on it. A failed fetch is forgotten, so the next use tries again.
 */
export function loadReferenceData(url: string): Promise<RestReferenceData> {
  let pending = loaded.get(url);
  if (pending === undefined) {
    pending = fetch(url, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`reference data: HTTP ${response.status}`);
      const data = (await response.json()) as Partial<RestReferenceData>;
      if (
        data.version !== REST_REFERENCE_DATA_VERSION ||
        typeof data.operations !== 'object' ||
        typeof data.schemas !== 'object'
      ) {
        throw new Error('reference data: unknown version');
      }
      return data as RestReferenceData;
    });
    pending.catch(() => loaded.delete(url));
    loaded.set(url, pending);
  }
  return pending;
}

/** The value at JSON pointer `pointer` (RFC 6901) in `data`, or undefined. */
export function atPointer(data: unknown, pointer: string): unknown {
  if (pointer === '') return data;
  if (!pointer.startsWith('/')) return undefined;
  let current: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
