import type { IconUrls } from '../../kit/icons/icon-src.ts';
import type { SiteConfig } from '../../../schemas/site.ts';
import type { ContentSetLink, LandingGroup, LandingPage, LandingSection } from '../../../schemas/landing.ts';
import type { Locale } from '../../../core/i18n/locale.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { splitAtLink } from '../../../core/i18n/split-at-link.ts';
import { LANDING_CATALOGUES } from './messages.ts';
import type { GroupView, SectionView, TileView } from './landing-view.ts';

/** Props of the LandingSections island. Small and serialisable. */
export interface LandingSectionsProps {
  sections: SectionView[];
  /** The developer guide's title: the content-set title of announcement click events. */
  contentSetTitle: string;
  /** Analytics screen name sent on mount ('cloud' or 'server'). */
  screenName: LandingPage['screenName'];
  /** The portal host; links elsewhere open in a new tab. */
  developerHost: string;
  /** The content root's icon URLs (manifest.branding.icons). */
  icons?: IconUrls | undefined;
  /** Locale and the messages of the tiles and links. */
  i18n: I18nPayload;
}

/** Options of {@link toLandingSections}. */
export interface LandingDataOptions {
  /**
   * The access policy's verdict per item (spec §3: items carry access.privilege). Items it refuses
   * are dropped before sections are judged empty. Defaults to showing every item.
   */
  isItemVisible?: (item: ContentSetLink) => boolean;
}

/** Tile sub-links shown at most when no landing file says otherwise (spec §9). */
export const DEFAULT_MAX_SUB_LINKS = 3;

/** The tile view of a content-set link, keeping at most `maxSubLinks` sub-links. */
export function toTile(item: ContentSetLink, maxSubLinks: number = DEFAULT_MAX_SUB_LINKS): TileView {
  const tile: TileView = {
    title: item.title,
    href: item.href,
    descriptionOnHover: item.descriptionOnHover,
    subLinks: item.subLinks.slice(0, maxSubLinks).map(({ title, href }) => ({ title, href })),
  };
  if (item.icon !== undefined) tile.icon = item.icon;
  if (item.subtitle !== undefined) tile.subtitle = item.subtitle;
  if (item.description !== undefined && item.description !== '') tile.description = item.description;
  return tile;
}

function toGroup(group: LandingGroup, items: ContentSetLink[], maxSubLinks: number): GroupView | undefined {
  const [first] = items;
  if (first === undefined) return undefined;
  if (group.categoryType === 'announcement') {
    const { before, after } = splitAtLink(group.text ?? '');
    return { kind: 'announcement', before, after, link: { title: first.title, href: first.href } };
  }
  const view: GroupView = {
    kind: 'tiles',
    categoryType: group.categoryType,
    isHighlighted: group.isHighlighted,
    gridFlow: group.gridFlow,
    items: items.map((item) => toTile(item, maxSubLinks)),
  };
  if (group.subtitle !== undefined && group.subtitle !== '') view.subtitle = group.subtitle;
  return view;
}

function toSection(
  section: LandingSection,
  maxSubLinks: number,
  isVisible: (item: ContentSetLink) => boolean,
) {
  const groups = section.layout
    .map((group) => toGroup(group, group.items.filter(isVisible), maxSubLinks))
    .filter((group) => group !== undefined);
  if (groups.length === 0) return undefined;
  const view: SectionView = {
    id: section.id,
    title: section.title,
    announcementOnly: groups.length === 1 && groups[0]?.kind === 'announcement',
    groups,
  };
  return view;
}

/**
 * The visible sections of a landing page (spec §2.2): groups without items are dropped, a section
 * left without groups is hidden, a section whose only group is an announcement is flagged for the
 * smaller heading, and each tile keeps at most `maxSubLinks` sub-links.
 */
export function toLandingSections(page: LandingPage, options: LandingDataOptions = {}): SectionView[] {
  const isVisible = options.isItemVisible ?? (() => true);
  return page.sections
    .map((section) => toSection(section, page.maxSubLinks, isVisible))
    .filter((section) => section !== undefined);
}

/** Everything the LandingSections island needs, built on the server from the landing file. */
export function toLandingSectionsProps(
  page: LandingPage,
  site: Pick<SiteConfig, 'developerHost'>,
  locale: Locale,
  options: LandingDataOptions = {},
  icons?: IconUrls,
): LandingSectionsProps {
  return {
    i18n: payloadFor(locale, ...LANDING_CATALOGUES),
    sections: toLandingSections(page, options),
    contentSetTitle: page.introLink.title,
    screenName: page.screenName,
    developerHost: site.developerHost,
    ...(icons === undefined ? {} : { icons }),
  };
}
