import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../kit/icons/svg-icons.tsx';
import { trapTab } from '../../kit/focus-trap/focus-trap.ts';
import { inertOutside } from '../../kit/focus-trap/inert-outside.ts';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { drawerLevel } from './drawer-levels.ts';
import styles from './docs-nav-drawer.module.css';
import { holdsCurrent, type MenuNode } from './header-model.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { ChangelogDot } from '../changelog-indicator/changelog-dot.tsx';
import { productHeaderMessages } from './messages.ts';
import { OperationLabel } from '../rest-nav/operation-label.tsx';
import { InLanguage } from './in-language.tsx';

/** Props of {@link DocsNavDrawer}. */
export interface DocsNavDrawerProps {
  id: string;
  /** The header title, shown at the top level. */
  title: string;
  items: MenuNode[];
  fixed: MenuNode[];
  /** The portal's host (SiteConfig.developerHost): links elsewhere open in a new tab. */
  developerHost: string;
  /** Closes the drawer; `restoreFocus` is false when the reader is leaving the page anyway. */
  onClose: (restoreFocus: boolean) => void;
}

/** From this width the drawer's trigger is hidden, so an open drawer closes (spec §9: 768px). */
const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * The mobile docs-nav drawer (spec §2.7, §4), part of the ProductHeader island. It mounts on
 * open, so every opening starts at the top level; while mounted it locks page scroll and traps
 * focus, and the page behind is inert. Escape or the overlay closes it; a link closes it and the
 * browser navigates (an external link opens a new tab, spec §2.1).
 */
export function DocsNavDrawer({ id, title, items, fixed, developerHost, onClose }: DocsNavDrawerProps) {
  const t = useT(productHeaderMessages);
  const [path, setPath] = useState<number[]>([]);
  const drawerRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const level = drawerLevel(items, path);
  const depth = path.length;
  const flagLabels = {
    deprecated: t('productHeader.restDeprecated'),
    experimental: t('productHeader.restExperimental'),
    preview: t('productHeader.restPreview'),
  };

  useEffect(() => {
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    const wide = window.matchMedia(DESKTOP_QUERY);
    const onWide = () => {
      if (wide.matches) onClose(false);
    };
    wide.addEventListener('change', onWide);
    return () => {
      style.overflow = previous;
      wide.removeEventListener('change', onWide);
    };
  }, [onClose]);

  // The page behind leaves the accessibility tree; the overlay stays live to take the closing press.
  const releaseInert = useRef<() => void>(() => undefined);
  useEffect(() => {
    const live = [overlayRef.current, drawerRef.current].filter((element) => element !== null);
    releaseInert.current = inertOutside(...live);
    return releaseInert.current;
  }, []);
  // The header moves focus back to its trigger at once, which an inert trigger would refuse.
  const closeAndRestore = () => {
    releaseInert.current();
    onClose(true);
  };

  // Each level change (and the opening) moves focus to the level's title, which is announced.
  useEffect(() => {
    titleRef.current?.focus();
  }, [depth]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeAndRestore();
      return;
    }
    const drawer = drawerRef.current;
    if (drawer !== null) trapTab(drawer, event, { fromNonTabbable: 'browser' });
  };

  const dot = (node: MenuNode) =>
    node.changelogApiGroups && (
      <ChangelogDot apiGroups={node.changelogApiGroups} label={t('productHeader.changelogNew')} />
    );
  const renderNode = (node: MenuNode, index: number) => (
    <li key={`${index}-${node.title}`}>
      {node.children.length > 0 ? (
        <button
          type="button"
          className={styles.row}
          onClick={() => setPath([...path, index])}
          // The levels holding the page being read are marked, so each level shows the way to it.
          aria-current={holdsCurrent(node) ? 'true' : undefined}
          data-testid="docs-nav-branch"
        >
          <span>
            <InLanguage lang={node.lang}>{node.title}</InLanguage>
            {dot(node)}
          </span>
          <ChevronRightIcon />
        </button>
      ) : node.url !== undefined ? (
        <ContentLink
          href={node.url}
          developerHost={developerHost}
          className={styles.row}
          aria-current={node.current ? 'page' : undefined}
          // A link opening a new tab leaves the reader here, so focus goes back to the trigger.
          onClick={(event) => onClose(event.currentTarget.target === '_blank')}
          data-testid={node.method === undefined ? undefined : 'rest-nav-operation'}
        >
          {node.method === undefined ? (
            <InLanguage lang={node.lang}>{node.title}</InLanguage>
          ) : (
            <OperationLabel
              method={node.method}
              label={node.title}
              flags={node.flags ?? []}
              flagLabels={flagLabels}
            />
          )}
          {dot(node)}
        </ContentLink>
      ) : null}
    </li>
  );

  return (
    <>
      <div ref={overlayRef} className={styles.overlay} onClick={closeAndRestore} aria-hidden="true" />
      <div
        id={id}
        ref={drawerRef}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        data-testid="docs-nav-drawer"
      >
        <div className={styles.bar}>
          {depth > 0 && (
            <button
              type="button"
              className={styles.back}
              onClick={() => setPath(path.slice(0, -1))}
              data-testid="docs-nav-back"
            >
              <ChevronLeftIcon />
              {t('productHeader.back')}
            </button>
          )}
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
            {level.title ?? title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={closeAndRestore}
            aria-label={t('productHeader.closeDrawer')}
          >
            <CloseIcon />
          </button>
        </div>
        <nav className={styles.body} aria-label={t('productHeader.drawerLabel')}>
          <ul className={styles.list}>{level.nodes.map(renderNode)}</ul>
          {depth === 0 && <ul className={`${styles.list} ${styles.fixed}`}>{fixed.map(renderNode)}</ul>}
        </nav>
      </div>
    </>
  );
}
