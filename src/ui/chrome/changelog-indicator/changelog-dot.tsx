import { DOT_ATTRIBUTE } from './dot-attribute.ts';
import styles from './changelog-dot.module.css';

/** Props of {@link ChangelogDot}. */
export interface ChangelogDotProps {
  /** The nav item's API groups. */
  apiGroups: readonly string[];
  /** The text alternative, e.g. 'new entries' (read after the item's own label). */
  label: string;
  /** Placement within the item (margins, alignment). */
  className?: string | undefined;
}

/**
 * The changelog notification dot (spec §2.3). It renders hidden: whether the reader has entries
 * newer than their last visit is decided in the browser by the indicator script
 * (indicator-script.ts), so the page stays the same for every anonymous reader. Shape and text
 * carry the meaning, not the colour alone.
 */
export function ChangelogDot({ apiGroups, label, className }: ChangelogDotProps) {
  const attributes = { [DOT_ATTRIBUTE]: JSON.stringify(apiGroups) };
  return (
    <span
      className={className === undefined ? styles.dot : `${styles.dot} ${className}`}
      data-testid="changelog-indicator"
      hidden
      {...attributes}
    >
      <span className="visually-hidden"> {label}</span>
    </span>
  );
}
