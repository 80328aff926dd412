import type { Icon } from '../../../schemas/common.ts';
import type { CategoryType } from '../../../schemas/landing.ts';

/*
 * The serialisable view of a landing page's sections: what the LandingSections island receives
 * as props. Built on the server by toLandingSections(); nothing here holds functions or HTML.
 */

/** A plain link. */
export interface LinkView {
  title: string;
  href: string;
}

/** One tile of a tile group. */
export interface TileView extends LinkView {
  icon?: Icon;
  subtitle?: string;
  description?: string;
  /** Show the description only while the tile is hovered or has focus. */
  descriptionOnHover: boolean;
  /** Already capped at the landing's maxSubLinks. */
  subLinks: LinkView[];
}

/** An announcement group: text around one link (the text's `{link}`). */
export interface AnnouncementView {
  kind: 'announcement';
  before: string;
  after: string;
  link: LinkView;
}

/** A grid of tiles; product groups draw product tiles. */
export interface TileGroupView {
  kind: 'tiles';
  categoryType: Exclude<CategoryType, 'announcement'>;
  subtitle?: string;
  isHighlighted: boolean;
  gridFlow: 'row' | 'column';
  items: TileView[];
}

/** A group of a section. */
export type GroupView = AnnouncementView | TileGroupView;

/** A visible section: it has at least one group with items. */
export interface SectionView {
  id: string;
  title: string;
  /** The section's only group is an announcement: it gets the smaller heading. */
  announcementOnly: boolean;
  groups: GroupView[];
}
