import type { HeaderNavItem } from '../../../schemas/global-links.ts';
import { documentationGroups, resourceLists } from '../drawers/drawer-data.ts';
import type { HeaderLinks } from './header-types.ts';
import { LazyDocumentationDrawer, LazyResourcesDrawer } from './lazy-parts.ts';
import { WithHeaderParts } from './with-header-parts.tsx';

/** Props of {@link DrawerPanel}. */
export interface DrawerPanelProps {
  drawer: NonNullable<HeaderNavItem['drawer']>;
  /** The panel's element id (its trigger's aria-controls). */
  id: string;
  links: HeaderLinks;
  vendorName: string;
  developerHost: string;
}

/**
 * An open desktop drawer of the header: the documentation or the resources drawer, with the links
 * and messages it loads (GET /api/island-data/header). Its own chunk, like the drawers, so that
 * what waits for their data is not in every page's JavaScript. Without its links the drawer cannot
 * open: its page, which lists the same, opens instead (spec §2.4, §2.5).
 */
export default function DrawerPanel({ drawer, id, links, vendorName, developerHost }: DrawerPanelProps) {
  const href = links.header.find((item) => item.drawer === drawer)?.href;
  return (
    <WithHeaderParts fallbackHref={href}>
      {(drawerLinks) =>
        drawer === 'documentation' ? (
          <LazyDocumentationDrawer
            id={id}
            groups={documentationGroups(drawerLinks, links.landings)}
            developerHost={developerHost}
          />
        ) : (
          <LazyResourcesDrawer
            id={id}
            primary={drawerLinks.resourcesV2.primary}
            lists={resourceLists(drawerLinks.resourcesV2.secondary, drawerLinks.resourcesSecondaryLinks)}
            social={drawerLinks.resourcesV2.social}
            seeAllHref={href ?? '/resources'}
            vendorName={vendorName}
            developerHost={developerHost}
          />
        )
      }
    </WithHeaderParts>
  );
}
