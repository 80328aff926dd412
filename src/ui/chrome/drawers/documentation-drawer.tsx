import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LinkTile } from '../../../schemas/global-links.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { DocumentationGroups } from './drawer-data.ts';
import { DrawerTile } from './drawer-tile.tsx';
import styles from './drawers.module.css';
import { drawersMessages } from './messages.ts';
import { tracked } from './track.ts';

/** Props of {@link DocumentationDrawer}. */
export interface DocumentationDrawerProps {
  /** Id of the drawer element (the trigger's aria-controls). */
  id: string;
  groups: DocumentationGroups;
  developerHost: string;
}

type Tab = 'cloud' | 'server';
const ALL_TABS: readonly Tab[] = ['cloud', 'server'];

/** The tabs with something to show: tiles, or a landing to 'See all' on. */
function tabsOf(groups: DocumentationGroups): Tab[] {
  const tiles: Record<Tab, number> = {
    cloud: groups.cloudPlatform.length + groups.cloudProducts.length,
    server: groups.serverProducts.length,
  };
  return ALL_TABS.filter((tab) => tiles[tab] > 0 || groups.seeAll[tab] !== undefined);
}

function TileGroup({
  label,
  tiles,
  developerHost,
  trackId,
}: {
  label: string;
  tiles: readonly LinkTile[];
  developerHost: string;
  trackId: string;
}) {
  if (tiles.length === 0) return null;
  return (
    <ul className={styles.options} aria-label={label} data-testid="drawer-group">
      {tiles.map((tile) => (
        <DrawerTile key={tile.href} tile={tile} developerHost={developerHost} trackId={trackId} />
      ))}
    </ul>
  );
}

/**
 * The documentation drawer (spec §2.4): tabs 'Cloud' and 'Data Center' in the WAI-ARIA tabs
 * pattern (arrow keys, Home and End move between tabs and select them; one tab stop), starting on
 * Cloud. Cloud shows the platform tiles, then the product tiles; Data Center the product tiles;
 * each tab ends with its 'See all' link when the site has that landing. A tab with nothing to show
 * is left out, and a single tab shows without a tab list. 912px wide, 68px from the top, centred;
 * 224px columns.
 */
export function DocumentationDrawer({ id, groups, developerHost }: DocumentationDrawerProps) {
  const t = useT(drawersMessages);
  const tabs = tabsOf(groups);
  const [selected, setSelected] = useState<Tab>(tabs[0] ?? 'cloud');
  const single = tabs.length === 1;
  const baseId = useId();
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  const labels: Record<Tab, string> = { cloud: t('drawers.cloud'), server: t('drawers.dataCenter') };

  const select = (tab: Tab) => {
    setSelected(tab);
    tabRefs.current.get(tab)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (single) return;
    const at = tabs.indexOf(selected);
    const next: Partial<Record<string, Tab>> = {
      ArrowRight: tabs[(at + 1) % tabs.length],
      ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    };
    const tab = next[event.key];
    if (tab === undefined) return;
    event.preventDefault();
    select(tab);
  };

  return (
    <div
      id={id}
      className={styles.largeDrawer}
      role="group"
      aria-label={t('drawers.documentation')}
      data-testid="documentation-drawer"
    >
      {!single && (
        <div role="tablist" aria-label={t('drawers.docsTabs')} className={styles.tabs} onKeyDown={onKeyDown}>
          {tabs.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                if (element === null) tabRefs.current.delete(tab);
                else tabRefs.current.set(tab, element);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab}-tab`}
              aria-selected={tab === selected}
              aria-controls={`${baseId}-${tab}-panel`}
              tabIndex={tab === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab)}
              data-testid="drawer-tab"
            >
              {labels[tab]}
            </button>
          ))}
        </div>
      )}
      {tabs.map((tab) => (
        <div
          key={tab}
          role={single ? undefined : 'tabpanel'}
          id={`${baseId}-${tab}-panel`}
          aria-labelledby={single ? undefined : `${baseId}-${tab}-tab`}
          hidden={tab !== selected}
          className={styles.panel}
          data-testid={`drawer-panel-${tab}`}
        >
          {tab === 'cloud' ? (
            <>
              <TileGroup
                label={t('drawers.platform')}
                tiles={groups.cloudPlatform}
                developerHost={developerHost}
                trackId="documentationDrawerPlatform"
              />
              <TileGroup
                label={t('drawers.products')}
                tiles={groups.cloudProducts}
                developerHost={developerHost}
                trackId="documentationDrawerCloud"
              />
            </>
          ) : (
            <TileGroup
              label={t('drawers.products')}
              tiles={groups.serverProducts}
              developerHost={developerHost}
              trackId="documentationDrawerServer"
            />
          )}
          {groups.seeAll[tab] !== undefined && (
            <a
              href={groups.seeAll[tab]}
              className={styles.seeAll}
              data-testid="drawer-see-all"
              {...tracked('link', 'documentationDrawerSeeAll')}
            >
              {t(tab === 'cloud' ? 'drawers.seeAllCloud' : 'drawers.seeAllDataCenter')}
            </a>
          )}
        </div>
      ))}
    </div>
  );
}
