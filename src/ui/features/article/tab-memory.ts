import { MARKUP, TAB_QUERY } from '../../../core/markdown/markup.ts';

/** What the script needs of the page; the names come from the markup contract. */
interface TabMemoryNames {
  tabs: string;
  group: string;
  id: string;
  key: string;
  queryId: string;
  prefix: string;
}

/** localStorage key of the remembered tab of a sync group (Docusaurus `groupId`, Starlight `syncKey`). */
export const TAB_MEMORY_PREFIX = 'portico.tabs.';

/**
 * Selects, in every tab group with a sync key, the tab the reader last chose for that key on
 * any page. It runs as an inline script right after the article, before the first paint, so the
 * page never shifts. A group the URL names (`tabId`, spec §2.11), and the groups that share its
 * key, are left to the URL, which wins. Self-contained (it is printed as source): no imports.
 */
export function applyRememberedTabs(
  doc: Document,
  storage: Pick<Storage, 'getItem'> | null,
  search: string,
  names: TabMemoryNames,
): void {
  if (storage === null) return;
  const groups = [...doc.querySelectorAll(`.${names.tabs}[${names.group}]`)];
  const urlId = new URLSearchParams(search).get(names.queryId);
  const urlGroup = groups.find((group) => group.getAttribute(names.id) === urlId);
  const urlSync = urlGroup?.getAttribute(names.group);
  for (const group of groups) {
    const sync = group.getAttribute(names.group) ?? '';
    if (group === urlGroup || sync === urlSync) continue;
    let wanted: string | null = null;
    try {
      wanted = storage.getItem(names.prefix + sync);
    } catch {
      return;
    }
    const tabs = [...group.querySelectorAll('[role="tab"]')].filter(
      (tab) => tab.closest(`.${names.tabs}`) === group,
    );
    const chosen = tabs.find((tab) => tab.getAttribute(names.key) === wanted);
    if (chosen === undefined) continue;
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.setAttribute('tabindex', selected ? '0' : '-1');
      const panel = doc.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel !== null) panel.hidden = !selected;
    }
  }
}

/** Remembers the reader's choice for a sync key; blocked or full storage is not an error. */
export function rememberTab(sync: string, key: string): void {
  try {
    window.localStorage.setItem(TAB_MEMORY_PREFIX + sync, key);
  } catch {
    // Storage refused (private mode, quota, policy): the choice lasts for this page only.
  }
}

/** The inline script the docs page prints after an article that has synced tab groups. */
export const TAB_MEMORY_SCRIPT = `(${applyRememberedTabs.toString()})(document,(()=>{try{return localStorage}catch{return null}})(),location.search,${JSON.stringify(
  {
    tabs: MARKUP.tabsClass,
    group: MARKUP.tabsGroupAttribute,
    id: MARKUP.tabsIdAttribute,
    key: MARKUP.tabKeyAttribute,
    queryId: TAB_QUERY.id,
    prefix: TAB_MEMORY_PREFIX,
  } satisfies TabMemoryNames,
)});`;
