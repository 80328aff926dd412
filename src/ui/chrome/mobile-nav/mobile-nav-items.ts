import { isSignedIn } from '../../../core/sessions/signed-in.ts';
import { filterByFeature } from '../../../core/policy/feature-filter.ts';
import type { LandingRoutes } from '../../../core/routes/landing-routes.ts';
import type { TitledLink } from '../../../schemas/common.ts';
import type { GlobalLinks, HeaderNavItem, LinkTile } from '../../../schemas/global-links.ts';
import { PROFILE_ROUTES } from '../drawers/profile-routes.ts';
import { showsChangelogIndicator } from '../site-header/header-links.ts';
import { translator, type Translate } from '../../i18n/i18n-context.tsx';
import { mobileNavMessages } from './messages.ts';
import { USER_PROFILE_EMAIL_ID, USER_PROFILE_ID, type NestedNavItem } from './nested-nav-item.ts';

/** The signed-in account, as far as the menu shows it (spec §3 "Account"). */
export interface MobileNavAccount {
  readonly email: string;
  readonly screenName: string;
  readonly avatarUrl?: string | undefined;
}

/** Input of {@link buildMobileNavItems}. */
export interface MobileNavInput {
  /** The content set's global links (the parts the menu lists). */
  readonly globalLinks: Pick<
    GlobalLinks,
    | 'header'
    | 'cloudDocsLinksV2'
    | 'serverDocsLinksV2'
    | 'forgeDocsLinks'
    | 'resourcesV2'
    | 'resourcesSecondaryLinks'
    | 'footer'
  >;
  /** The landings the site has: the documentation branches' 'See all' links. */
  readonly landings: LandingRoutes;
  /** The account; signed in when its screenName is non-empty (spec §3). */
  readonly account?: MobileNavAccount | undefined;
  /** The header item selected on the current page: it shows no changelog indicator (spec §2.3). */
  readonly selectedId?: string | undefined;
  /** The feature keys on in the current feature context (spec §2.5). */
  readonly enabledFeatures: ReadonlySet<string>;
  /** The drawer's labels in the page locale; English when absent. */
  readonly t?: Translate<typeof mobileNavMessages>;
}

const divider = (id: string): NestedNavItem => ({ id, title: '', isDivider: true });

const tileItems = (prefix: string, tiles: readonly LinkTile[]): NestedNavItem[] =>
  tiles.map((tile, i) => ({
    id: `${prefix}-${i}`,
    title: tile.title,
    subtitle: tile.subtitle === '' ? undefined : tile.subtitle,
    href: tile.href,
    icon: { kind: 'content', icon: tile.icon },
  }));

const linkItems = (prefix: string, links: readonly TitledLink[]): NestedNavItem[] =>
  links.map((link, i) => ({ id: `${prefix}-${i}`, title: link.title, href: link.href }));

function documentationChildren(input: MobileNavInput, t: Translate<typeof mobileNavMessages>) {
  const links = input.globalLinks;
  const { cloud: cloudAll, server: serverAll } = input.landings;
  const platform = tileItems('docs-cloud-platform', links.cloudDocsLinksV2.platform);
  const products = tileItems('docs-cloud-product', links.cloudDocsLinksV2.products);
  const cloud: NestedNavItem[] = [
    ...platform,
    ...(platform.length > 0 && products.length > 0 ? [divider('docs-cloud-divider')] : []),
    ...products,
    // 'See all' only leads somewhere on a site that has the landing.
    ...(cloudAll === undefined
      ? []
      : [{ id: 'docs-cloud-all', title: t('mobileNav.seeAllCloud'), href: cloudAll }]),
  ];
  const server: NestedNavItem[] = [
    ...tileItems('docs-server-product', links.serverDocsLinksV2.products),
    ...(serverAll === undefined
      ? []
      : [{ id: 'docs-server-all', title: t('mobileNav.seeAllDataCenter'), href: serverAll }]),
  ];
  const sections: NestedNavItem[] = [];
  if (cloud.length > 0) sections.push({ id: 'docs-cloud', title: t('mobileNav.cloud'), children: cloud });
  if (server.length > 0)
    sections.push({ id: 'docs-server', title: t('mobileNav.dataCenter'), children: server });
  if (links.forgeDocsLinks.length > 0) {
    const forge = tileItems('docs-platform', links.forgeDocsLinks);
    sections.push({ id: 'docs-platform', title: t('mobileNav.appPlatform'), children: forge });
  }
  return sections;
}

function resourcesChildren(input: MobileNavInput): NestedNavItem[] {
  const { resourcesV2, resourcesSecondaryLinks } = input.globalLinks;
  const items: NestedNavItem[] = resourcesV2.primary.map((item, i) => ({
    id: `resource-primary-${i}`,
    title: item.title,
    subtitle: item.subtitle === '' ? undefined : item.subtitle,
    href: item.href,
  }));
  resourcesV2.secondary.forEach((group, g) => {
    items.push(divider(`secondary-divider-${g}`));
    items.push({ id: `secondary-heading-${g}`, title: group.title, isHeading: true });
    items.push(...linkItems(`secondary-group-${g}`, group.items));
  });
  const secondary = filterByFeature(resourcesSecondaryLinks, input.enabledFeatures);
  if (secondary.length > 0)
    items.push(divider('secondary-divider-links'), ...linkItems('secondary-link', secondary));
  if (resourcesV2.social.length > 0) items.push(divider('resource-divider-social'));
  for (const link of resourcesV2.social) {
    items.push({
      id: `resource-social-${link.icon}`,
      title: link.title,
      href: link.href,
      icon: { kind: 'social', site: link.icon },
    });
  }
  return items;
}

function headerItem(
  item: HeaderNavItem,
  input: MobileNavInput,
  t: Translate<typeof mobileNavMessages>,
): NestedNavItem {
  const base = { id: item.id, title: item.title };
  if (item.drawer === 'documentation') return { ...base, children: documentationChildren(input, t) };
  if (item.drawer === 'resources') return { ...base, children: resourcesChildren(input) };
  if (item.children.length > 0) return { ...base, children: linkItems(`${item.id}-child`, item.children) };
  if (!showsChangelogIndicator(item, item.id === input.selectedId)) return { ...base, href: item.href };
  const apiGroups = item.notification?.apiGroups ?? [];
  return { ...base, href: item.href, indicator: { apiGroups, label: t('mobileNav.changelogNew') } };
}

/** The user-profile branch of a signed-in account: email heading (lower-cased), profile page, console, logout. */
function profileItem(account: MobileNavAccount, t: Translate<typeof mobileNavMessages>): NestedNavItem {
  const avatar = account.avatarUrl;
  return {
    id: USER_PROFILE_ID,
    title: account.screenName,
    ...(avatar === undefined || avatar === '' ? {} : { icon: { kind: 'avatar', src: avatar } as const }),
    children: [
      { id: USER_PROFILE_EMAIL_ID, title: account.email.toLowerCase(), isHeading: true },
      { id: 'user-profile-page', title: t('mobileNav.yourProfile'), href: PROFILE_ROUTES.profile },
      {
        id: 'user-profile-console',
        title: t('mobileNav.developerConsole'),
        href: PROFILE_ROUTES.developerConsole,
      },
      { id: 'user-profile-logout', title: t('mobileNav.logout'), href: PROFILE_ROUTES.logout },
    ],
  };
}

/**
 * The mobile drawer's item tree (spec §2.6): the user-profile branch when signed in, then each
 * header item (the documentation and resources drawers become branches over their global links,
 * items with children become branches), then Support at the mobile support link. Secondary
 * links are filtered by featureKey. Every link comes from the global links.
 */
export function buildMobileNavItems(input: MobileNavInput): NestedNavItem[] {
  const t = input.t ?? translator(mobileNavMessages, undefined);
  const items: NestedNavItem[] = [];
  if (isSignedIn(input.account)) items.push(profileItem(input.account, t), divider('profile-divider'));
  items.push(...input.globalLinks.header.map((item) => headerItem(item, input, t)));
  items.push(divider('support-divider'), {
    id: 'support',
    title: t('mobileNav.support'),
    href: input.globalLinks.footer.support.mobile,
  });
  return items;
}
