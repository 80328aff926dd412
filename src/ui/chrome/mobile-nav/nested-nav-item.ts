import type { ReactNode } from 'react';
import type { Icon } from '../../../schemas/common.ts';
import type { SocialLink } from '../../../schemas/global-links.ts';

/**
 * What an item of the mobile navigation drawer shows beside its title: a content icon (platform
 * or product), the signed-in user's avatar, or the mark of a social site.
 */
export type NestedNavIcon =
  | { readonly kind: 'content'; readonly icon: Icon }
  | { readonly kind: 'avatar'; readonly src: string }
  | { readonly kind: 'social'; readonly site: SocialLink['icon'] };

/**
 * One entry of the mobile navigation drawer (spec §3 "Nested nav item"). An entry is exactly one
 * of: a divider (`isDivider`), a heading (`isHeading`), a custom component (`customComponent`), a
 * branch (`children`: selecting it drills down), or a leaf (`href` and/or `onClick`). Headings and
 * dividers are never selectable.
 *
 * Id conventions: ids starting {@link LIGHT_ID_PREFIXES} ('user-profile-', 'resource-',
 * 'secondary-') use the lighter text style; {@link USER_PROFILE_EMAIL_ID} marks the email heading
 * of the user-profile sub-menu, at whose top level Back returns to the main menu.
 */
export interface NestedNavItem {
  /** Unique among its siblings; also the analytics subject id. */
  readonly id: string;
  readonly title: string;
  readonly subtitle?: string;
  readonly href?: string;
  readonly icon?: NestedNavIcon;
  /** The next level; a non-empty list makes the item a branch. */
  readonly children?: readonly NestedNavItem[];
  /** A leaf action, run before the drawer closes (and before the browser follows `href`). */
  readonly onClick?: () => void;
  readonly isHeading?: boolean;
  readonly isDivider?: boolean;
  /** Rendered as is in place of a row (not selectable by the drawer). */
  readonly customComponent?: ReactNode;
  /** The changelog notification indicator (spec §2.3): its API groups and text alternative. */
  readonly indicator?: { readonly apiGroups: readonly string[]; readonly label: string };
}

/** Id of the user-profile branch in the main menu; `startAt: 'user-profile'` opens its children. */
export const USER_PROFILE_ID = 'user-profile';

/** Id of the heading that shows the signed-in user's (lower-cased) email (spec §3). */
export const USER_PROFILE_EMAIL_ID = 'user-profile-email';

/** Id prefixes whose items use the lighter text style (spec §3). */
export const LIGHT_ID_PREFIXES: readonly string[] = ['user-profile-', 'resource-', 'secondary-'];

/** Whether an item uses the lighter text style. */
export function isLightItem(item: Pick<NestedNavItem, 'id'>): boolean {
  return LIGHT_ID_PREFIXES.some((prefix) => item.id.startsWith(prefix));
}

/** Whether selecting the item drills down to its children. */
export function isBranch(item: NestedNavItem): boolean {
  return !item.isHeading && !item.isDivider && (item.children?.length ?? 0) > 0;
}

/** Whether the item is a leaf with an action: a link or a click handler (not a heading or divider). */
export function isActionLeaf(item: NestedNavItem): boolean {
  return (
    !item.isHeading &&
    !item.isDivider &&
    !isBranch(item) &&
    (item.href !== undefined || item.onClick !== undefined)
  );
}
