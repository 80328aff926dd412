import { filterByFeature } from '../../../core/policy/feature-filter.ts';
import type { LandingRoutes } from '../../../core/routes/landing-routes.ts';
import type { Account } from '../../../schemas/account.ts';
import type { BuiltBranding } from '../../../schemas/branding.ts';
import type { GlobalLinks } from '../../../schemas/global-links.ts';
import type { Locale, SiteConfig } from '../../../schemas/site.ts';
import { drawersMessages } from '../drawers/messages.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { layoutMessages } from '../layout/messages.ts';
import { localeControlMessages } from '../locale-control/messages.ts';
import { mobileNavMessages } from '../mobile-nav/messages.ts';
import { myRequestsMessages } from '../../features/my-requests/index.ts';
import { themeMessages } from '../theme/messages.ts';
import type { HeaderPartsData, SiteHeaderProps, StickyMode } from './header-types.ts';
import { siteHeaderMessages } from './messages.ts';
import { headerSlotMessages } from './slot-messages.ts';

/** What a page shell knows that the header needs. */
export interface SiteHeaderInput {
  site: SiteConfig;
  globalLinks: GlobalLinks;
  /** The landings the site has (`landingRoutes(manifest.landings)`). */
  landings: LandingRoutes;
  /** The build's branding (manifest.branding): the header's logos. */
  branding?: BuiltBranding | undefined;
  /** The request's feature context (locals.features). */
  features: ReadonlySet<string>;
  /** The request's account (locals.account); undefined when nobody is signed in. */
  account: Account | undefined;
  url: { pathname: string; search: string };
  locale: Locale;
  transparent?: boolean;
  sticky?: StickyMode;
  theme?: SiteHeaderProps['theme'];
  /** The search entry's props (src/ui/features/search-modal/search-entry-props.ts), when search is available. */
  search?: SiteHeaderProps['search'];
}

/**
 * The SiteHeader island's props for one request (server side: it reads every catalogue, which
 * must not reach the browser). Only the global links the header shows are included, and the
 * global secondary links are filtered by featureKey against the request's feature context
 * (spec §2.5), so links a visitor may not see never reach the page. The i18n payload holds the
 * header's own strings and those of the parts it renders (drawers, My Requests, mobile drawer).
 */
export function siteHeaderProps(input: SiteHeaderInput): SiteHeaderProps {
  const { site, globalLinks, features } = input;
  const catalogues = [
    siteHeaderMessages,
    headerSlotMessages,
    drawersMessages,
    myRequestsMessages,
    layoutMessages,
  ];
  return {
    i18n: payloadFor(input.locale, ...catalogues),
    site: {
      portalName: site.portalName,
      vendorName: site.vendorName,
      developerHost: site.developerHost,
      locales: site.locales,
      myRequests: site.features.myRequests,
      ...(input.branding?.logo === undefined ? {} : { logo: input.branding.logo }),
    },
    links: {
      header: globalLinks.header,
      support: globalLinks.footer.support,
      landings: input.landings,
    },
    features: [...features].sort(),
    account: input.account,
    currentUrl: input.url.pathname + input.url.search,
    transparent: input.transparent ?? false,
    sticky: input.sticky ?? 'desktop',
    theme: input.theme,
    search: input.search,
    // Only configured slots reach the page (empty by default: no controls).
    ...(site.header.appSwitcher === undefined && site.header.notifications === undefined
      ? {}
      : { slots: site.header }),
  };
}

/** What {@link headerPartsData} needs: the request's locale and feature context. */
export interface HeaderPartsInput {
  globalLinks: GlobalLinks;
  /** The build's branding (manifest.branding): the drawers' product icons. */
  branding?: BuiltBranding | undefined;
  features: ReadonlySet<string>;
  locale: Locale;
}

/**
 * The header's lazy parts' data for one request (GET /api/island-data/header): the drawers'
 * links, the global secondary links filtered by featureKey for this visitor (spec §2.5), and the
 * messages only the drawers use (mobile drawer, its locale and theme controls).
 */
export function headerPartsData(input: HeaderPartsInput): HeaderPartsData {
  const { globalLinks } = input;
  return {
    i18n: payloadFor(input.locale, mobileNavMessages, localeControlMessages, themeMessages),
    links: {
      cloudDocsLinksV2: globalLinks.cloudDocsLinksV2,
      serverDocsLinksV2: globalLinks.serverDocsLinksV2,
      forgeDocsLinks: globalLinks.forgeDocsLinks,
      resourcesV2: globalLinks.resourcesV2,
      resourcesSecondaryLinks: filterByFeature(globalLinks.resourcesSecondaryLinks, input.features),
    },
    ...(input.branding?.icons === undefined ? {} : { icons: input.branding.icons }),
  };
}
