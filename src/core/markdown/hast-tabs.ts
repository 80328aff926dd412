import type { Element, ElementContent } from 'hast';
import { el, text } from './hast-build.ts';
import type { IdRegistry } from './heading-ids.ts';
import { MARKER_PROPERTY, type MarkerTable } from './markers.ts';
import { MARKUP } from './markup.ts';

/**
 * Builds the accessible tab markup (WAI-ARIA tabs pattern) for a marked `tabs` group: a tablist
 * of buttons and one panel per tab, the default one (else the first) selected and the others
 * hidden. Children of the group that are not tabs come first, outside the tab widget, so nothing
 * is lost. A `syncGroup` is written on the widget for the island to switch linked groups together.
 */
export function buildTabs(
  group: Element,
  tabsId: string,
  markers: MarkerTable,
  ids: IdRegistry,
  syncGroup?: string,
): ElementContent[] {
  const leading: ElementContent[] = [];
  const tabs: Element[] = [];
  const panels: Element[] = [];
  const items = group.children.map((child) => ({
    child,
    marker: child.type === 'element' ? markers.take(child.properties[MARKER_PROPERTY]) : undefined,
  }));
  // The tab marked as the default opens first; without one, the first tab does.
  const tabMarkers = items.filter(({ marker }) => marker?.kind === 'tab').map(({ marker }) => marker);
  const initial = Math.max(
    0,
    tabMarkers.findIndex((marker) => marker?.kind === 'tab' && marker.selected === true),
  );
  for (const { child, marker } of items) {
    if (child.type !== 'element' || marker?.kind !== 'tab') {
      if (child.type !== 'text' || child.value.trim() !== '') leading.push(child);
      continue;
    }
    const selected = tabs.length === initial;
    const number = tabs.length + 1;
    const tabId = ids.claim(`${tabsId}-tab-${number}`);
    const panelId = ids.claim(`${tabsId}-panel-${number}`);
    tabs.push(
      el(
        'button',
        {
          type: 'button',
          role: 'tab',
          id: tabId,
          className: [MARKUP.tabClass],
          ariaControls: [panelId],
          ariaSelected: selected ? 'true' : 'false',
          tabIndex: selected ? 0 : -1,
          [toProperty(MARKUP.tabKeyAttribute)]: marker.title.toLowerCase(),
        },
        [text(marker.title)],
      ),
    );
    panels.push(
      el(
        'div',
        {
          role: 'tabpanel',
          id: panelId,
          className: [MARKUP.tabPanelClass],
          ariaLabelledBy: [tabId],
          tabIndex: 0,
          hidden: !selected,
        },
        child.children,
      ),
    );
  }
  const widget = el(
    'div',
    {
      className: [MARKUP.tabsClass],
      [toProperty(MARKUP.tabsIdAttribute)]: tabsId,
      ...(syncGroup === undefined ? {} : { [toProperty(MARKUP.tabsGroupAttribute)]: syncGroup }),
    },
    [el('div', { role: 'tablist', className: [MARKUP.tabListClass] }, tabs), ...panels],
  );
  if (group.position !== undefined) widget.position = group.position;
  return [...leading, widget];
}

/** 'data-tabs-id' -> 'dataTabsId', the hast property name of a data attribute. */
export function toProperty(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Stable id of the n-th tab group (1-based) on a page: a short hash of the route, then n. */
export function tabsIdFor(route: string, index: number): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bit
  for (let i = 0; i < route.length; i++) {
    hash ^= route.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `tabs-${(hash >>> 0).toString(36)}-${index}`;
}
