import { hasNewEntries, mergeVisits, type ChangelogVisits } from '../../../core/changelog/indicator.ts';

/** Local storage key of the reader's changelog visits (API group → ISO instant). */
export const VISITS_STORAGE_KEY = 'portico.changelog-visits';

/** Head `<meta>` names the script reads; the layout writes them (src/layouts/base-layout.astro). */
export const INDICATOR_META = {
  /** JSON: API group → newest entry date, over the entries the reader may read. */
  newest: 'changelog-newest',
  /** The visits endpoint, only for a signed-in reader (the record follows the account). */
  sync: 'changelog-sync',
  /** JSON list of the API groups (or '*') this page shows: opening it is a visit. */
  visit: 'changelog-visit',
} as const;

export { DOT_ATTRIBUTE } from './dot-attribute.ts';

type Store = Pick<Storage, 'getItem' | 'setItem'> | null;
type Decide = typeof hasNewEntries;
type Merge = typeof mergeVisits;

/**
 * Shows the dots of the page whose API groups have entries newer than the reader's last visit,
 * records a visit when the page is a changelog, and for a signed-in reader reads (or, on a visit,
 * writes) the account's record so every device agrees. Pages stay the same for every anonymous
 * reader (cacheable): the per-reader decision is made here, in the browser.
 *
 * It runs from the head, before the body is parsed, and watches for dots as they are added (the
 * parser, or an island that opens a drawer later). Self-contained: the layout prints its source
 * (see CHANGELOG_INDICATOR_SCRIPT), so it uses only its parameters and the language. Storage
 * that is refused (privacy settings) reads as a first visit and keeps nothing; a failed request
 * (offline, signed out meanwhile) leaves the local record standing.
 */
export function runChangelogIndicator(
  doc: Document,
  store: Store,
  request: typeof fetch,
  Observer: typeof MutationObserver,
  now: () => string,
  hasNew: Decide,
  merge: Merge,
): void {
  const key = 'portico.changelog-visits';
  const selector = '[data-changelog-dot]';
  const json = (text: string | null | undefined): unknown => {
    try {
      return JSON.parse(text ?? '');
    } catch {
      return undefined;
    }
  };
  const record = (value: unknown): Record<string, string> => {
    const out: Record<string, string> = {};
    if (value !== null && typeof value === 'object')
      for (const [name, at] of Object.entries(value)) if (typeof at === 'string') out[name] = at;
    return out;
  };
  const list = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const meta = (name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  const newest = record(json(meta('changelog-newest')));
  const sync = meta('changelog-sync');
  const visited = list(json(meta('changelog-visit')));
  let visits: ChangelogVisits = {};
  try {
    visits = record(json(store?.getItem(key)));
  } catch {
    // Refused: a first visit.
  }
  const paint = (dot: Element) => {
    (dot as HTMLElement).hidden = !hasNew(list(json(dot.getAttribute('data-changelog-dot'))), newest, visits);
  };
  const keep = (more: ChangelogVisits) => {
    visits = merge(visits, more);
    try {
      store?.setItem(key, JSON.stringify(visits));
    } catch {
      // Refused or full: kept for this page only.
    }
    doc.querySelectorAll(selector).forEach(paint);
  };
  if (visited.length > 0) keep(Object.fromEntries(visited.map((group) => [group, now()])));
  new Observer((changes) => {
    for (const change of changes)
      change.addedNodes.forEach((node) => {
        if (node.nodeType !== 1) return;
        const element = node as Element;
        if (element.matches(selector)) paint(element);
        element.querySelectorAll(selector).forEach(paint);
      });
  }).observe(doc.documentElement, { childList: true, subtree: true });
  doc.querySelectorAll(selector).forEach(paint);
  if (sync === null || sync === undefined || sync === '') return;
  const write: RequestInit =
    visited.length > 0
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': meta('csrf') ?? '' },
          body: JSON.stringify({ apiGroups: visited }),
        }
      : {};
  request(sync, { credentials: 'same-origin', ...write })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((body: unknown) => keep(record((body as { visits?: unknown } | undefined)?.visits)))
    .catch(() => undefined);
}

/**
 * The script the base layout prints in the head (with the CSP nonce), after the indicator's meta
 * elements: the function above and its two decisions from src/core/changelog/indicator.ts.
 */
export const CHANGELOG_INDICATOR_SCRIPT =
  `(${runChangelogIndicator.toString()})(document,(()=>{try{return localStorage}catch{return null}})(),fetch.bind(window),MutationObserver,()=>new Date().toISOString(),${hasNewEntries.toString()},${mergeVisits.toString()});`
    // Indentation only costs bytes in every page's head; no string in these functions spans lines.
    .replace(/\n\s+/g, '\n');
