import { Fragment } from 'react';
import { SocialIcon } from '../drawers/social-icon.tsx';
import { ContentIcon } from '../../kit/icons/product-icon.tsx';
import { ChevronRightIcon } from '../../kit/icons/svg-icons.tsx';
import { cx } from '../../kit/class-names/class-names.ts';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { ChangelogDot } from '../changelog-indicator/changelog-dot.tsx';
import { isBranch, isLightItem, type NestedNavIcon, type NestedNavItem } from './nested-nav-item.ts';
import styles from './nested-nav-list.module.css';

/** Props of {@link NestedNavList}. */
export interface NestedNavListProps {
  items: readonly NestedNavItem[];
  /** The portal's own host; links elsewhere open in a new tab. */
  developerHost: string;
  /** A branch or an action leaf was chosen (headings, dividers and custom components never are). */
  onSelect: (item: NestedNavItem) => void;
}

function ItemIcon({ icon }: { icon: NestedNavIcon | undefined }) {
  if (icon === undefined) return null;
  if (icon.kind === 'content') return <ContentIcon icon={icon.icon} size={24} className={styles.icon} />;
  if (icon.kind === 'social') {
    return (
      <span className={styles.icon}>
        <SocialIcon site={icon.site} size={24} />
      </span>
    );
  }
  return <img src={icon.src} alt="" width={24} height={24} className={cx(styles.icon, styles.avatar)} />;
}

function Label({ item }: { item: NestedNavItem }) {
  return (
    <span className={styles.label}>
      {item.indicator ? (
        <span className={styles.titleLine}>
          <span data-testid="mobile-nav-item-title">{item.title}</span>
          <ChangelogDot apiGroups={item.indicator.apiGroups} label={item.indicator.label} />
        </span>
      ) : (
        <span data-testid="mobile-nav-item-title">{item.title}</span>
      )}
      {item.subtitle !== undefined && <span className={styles.subtitle}>{item.subtitle}</span>}
    </span>
  );
}

/** Splits a level at its dividers, so each run of items is one list (a leading or trailing divider draws nothing). */
function segments(items: readonly NestedNavItem[]): NestedNavItem[][] {
  const out: NestedNavItem[][] = [[]];
  for (const item of items) {
    if (item.isDivider) out.push([]);
    else out.at(-1)!.push(item);
  }
  return out.filter((segment) => segment.length > 0);
}

/**
 * One level of the mobile drawer. Dividers separate lists (a separator rule between them),
 * headings are non-interactive, branches are buttons that drill down, leaves are links (or
 * buttons for click-only actions); ids with the light prefixes get the lighter text style.
 */
export function NestedNavList({ items, developerHost, onSelect }: NestedNavListProps) {
  const row = (item: NestedNavItem) => cx(styles.row, isLightItem(item) && styles.light);
  const renderItem = (item: NestedNavItem) => {
    if (item.customComponent !== undefined) return item.customComponent;
    if (item.isHeading) {
      return (
        <h3
          className={cx(styles.heading, isLightItem(item) && styles.light)}
          data-testid="mobile-nav-heading"
        >
          {item.title}
        </h3>
      );
    }
    if (isBranch(item)) {
      return (
        <button
          type="button"
          className={row(item)}
          onClick={() => onSelect(item)}
          data-testid="mobile-nav-branch"
        >
          <ItemIcon icon={item.icon} />
          <Label item={item} />
          <ChevronRightIcon className={styles.chevron} />
        </button>
      );
    }
    if (item.href !== undefined) {
      return (
        <ContentLink
          href={item.href}
          developerHost={developerHost}
          className={row(item)}
          onClick={() => onSelect(item)}
          data-testid="mobile-nav-link"
        >
          <ItemIcon icon={item.icon} />
          <Label item={item} />
        </ContentLink>
      );
    }
    if (item.onClick !== undefined) {
      return (
        <button
          type="button"
          className={row(item)}
          onClick={() => onSelect(item)}
          data-testid="mobile-nav-action"
        >
          <ItemIcon icon={item.icon} />
          <Label item={item} />
        </button>
      );
    }
    return <span className={row(item)}>{item.title}</span>;
  };
  return (
    <div className={styles.level}>
      {segments(items).map((segment, i) => (
        <Fragment key={segment[0]!.id}>
          {i > 0 && <div role="separator" className={styles.divider} data-testid="mobile-nav-divider" />}
          <ul className={styles.list}>
            {segment.map((item) => (
              <li key={item.id} data-item-id={item.id}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </div>
  );
}
