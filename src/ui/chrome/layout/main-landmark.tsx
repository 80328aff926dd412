import type { ReactNode } from 'react';
import { cx } from '../../kit/class-names/class-names.ts';
import styles from './main-landmark.module.css';
import { MAIN_CONTENT_ID } from './skip-link.tsx';

/** Props of {@link MainLandmark}. */
export interface MainLandmarkProps {
  children: ReactNode;
  /** Defaults to the id {@link SkipLink} targets. */
  id?: string;
  /** Extra class, e.g. for a page-specific background. */
  className?: string;
}

/**
 * The page's `<main>` landmark. Static (not an island). Page shells wrap the landing, home and
 * 404 bodies in it; `DocsPageLayout` renders its own around the article column. `tabIndex={-1}`
 * lets the skip link move focus here, not only scroll.
 */
export function MainLandmark({ children, id = MAIN_CONTENT_ID, className }: MainLandmarkProps) {
  return (
    <main id={id} tabIndex={-1} className={cx(styles.main, className)}>
      {children}
    </main>
  );
}
