import type { IconUrls } from '../../kit/icons/icon-src.ts';
import type { LandingRoutes } from '../../../core/routes/landing-routes.ts';
import type { Account } from '../../../schemas/account.ts';
import type { GlobalLinks } from '../../../schemas/global-links.ts';
import type { HeaderSlots } from '../../../schemas/header-slots.ts';
import type { Locale } from '../../../schemas/site.ts';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import type { SearchEntryConfig } from '../../features/search-modal/index.ts';
import type { ThemeSettings } from '../theme/theme-settings.ts';
import type { HeaderLogos } from './header-logo.tsx';

/** When the header sticks to the top (spec §2.3); the default is desktop only. */
export type StickyMode = 'desktop' | 'mobile' | 'mobile-tablet' | 'all';

/**
 * The global links the header island renders on the server: its items, the Support entry points
 * (and the My Requests portal) and the landings. The drawers' contents are not among them: they
 * load with the drawers ({@link HeaderPartsData}), so a page never carries them for nothing.
 */
export type HeaderLinks = Pick<GlobalLinks, 'header'> & {
  support: GlobalLinks['footer']['support'];
  /** The landings the site has (`landingRoutes(manifest.landings)`): the drawers' 'See all'. */
  landings: LandingRoutes;
};

/**
 * What the documentation, resources and mobile drawers list besides the header's items.
 * `resourcesSecondaryLinks` is already filtered by featureKey for the visitor.
 */
export type DrawerLinks = Pick<
  GlobalLinks,
  'cloudDocsLinksV2' | 'serverDocsLinksV2' | 'forgeDocsLinks' | 'resourcesV2' | 'resourcesSecondaryLinks'
>;

/**
 * What the header's lazy parts (the documentation, resources and mobile drawers) fetch when they
 * first open, from GET /api/island-data/header: their links and the messages only they use.
 */
export interface HeaderPartsData {
  i18n: I18nPayload;
  links: DrawerLinks;
  /** The content root's icon URLs (manifest.branding.icons): the drawers' product icons. */
  icons?: IconUrls | undefined;
}

/** The site settings the header uses. */
export interface HeaderSite {
  portalName: string;
  vendorName: string;
  developerHost: string;
  locales: readonly Locale[];
  /** site.features.myRequests (spec §2.3). */
  myRequests: boolean;
  /** The site's published logos (manifest.branding); absent: the portal name as text. */
  logo?: HeaderLogos | undefined;
}

/** Props of the SiteHeader island: small and serialisable (they are embedded in the page). */
export interface SiteHeaderProps {
  i18n: I18nPayload;
  site: HeaderSite;
  links: HeaderLinks;
  /** Frontend features on for this visitor (spec §6), for the mobile drawer's featureKey filter. */
  features: readonly string[];
  /** The signed-in account, if any (spec §3); signed in when screenName is non-empty. */
  account?: Account | undefined;
  /**
   * The current page's path and query (e.g. `/cloud/?a=1`), for selection and the sign-in
   * returnTo. The server never sees the hash; the browser adds it after hydration.
   */
  currentUrl: string;
  /** Transparent background over the page top (the home page, spec §2.1). */
  transparent?: boolean;
  sticky?: StickyMode;
  /** The reader's theme, for the theme control in the mobile drawer's footer (optional). */
  theme?: { settings: ThemeSettings; increasedContrast: boolean } | undefined;
  /** What the search modal needs; absent: the search entry stays a link to /search/. */
  search?: SearchEntryConfig | undefined;
  /** The app-switcher and notifications slots (site.yaml `header`); absent when not configured. */
  slots?: HeaderSlots | undefined;
}
