import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent,
} from 'react';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import type { Locale } from '../../../core/i18n/locale.ts';
import { loadIslandData } from '../../kit/islands/island-data.ts';
import { SearchIcon } from '../../kit/icons/svg-icons.tsx';
import { tracked } from '../drawers/track.ts';
import type { SearchEntryConfig } from '../../features/search-modal/index.ts';
import { siteHeaderMessages } from './messages.ts';
import { SEARCH_PATH } from './header-links.ts';
import styles from './site-header.module.css';
import { useHydrated } from '../../kit/islands/use-hydrated.ts';

// The modal (with its query client and search-insights, and what waits for its messages) is its
// own chunk, off the page's JS budget.
const loadModal = () => import('../../features/search-modal/loaded-search-modal.tsx');
const LazySearchModal = lazy(() =>
  loadModal().catch(() => {
    window.location.assign(SEARCH_PATH); // the chunk failed to load: the search page still works
    return new Promise<never>(() => {});
  }),
);
const preload = (locale: Locale) => {
  void loadModal().catch(() => undefined);
  void loadIslandData('search', locale).catch(() => undefined);
};

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header's search entry point (spec §2.3, §2.9). Without JavaScript (and before hydration)
 * it is a link to /search/; once the island runs, a plain click, Ctrl/⌘+K or '/' (outside a
 * text field) opens the search modal, whose code loads on intent; being a button then, Space
 * opens it as well. Closing returns focus where it was before opening (here when nothing was).
 */
export function SearchEntry({ search }: { search?: SearchEntryConfig | undefined }) {
  const t = useT(siteHeaderMessages);
  const locale = useLocale();
  const hydrated = useHydrated();
  const trigger = useRef<HTMLAnchorElement>(null);
  const [modal, setModal] = useState({ open: false, mounted: false, requests: 0 });
  // Where focus was before the modal opened (Ctrl+K from anywhere on the page): it goes back there.
  const returnTo = useRef<HTMLElement | null>(null);
  const open = () => {
    const focused = document.activeElement;
    const inModal = focused instanceof HTMLElement && focused.closest('dialog[open]') !== null;
    if (!inModal)
      returnTo.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    setModal((was) => ({ open: true, mounted: true, requests: was.requests + 1 }));
  };

  useEffect(() => {
    if (search === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const modK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typing(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      // The modal's code and its messages load side by side: nothing pointed at the entry first.
      preload(locale);
      open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [search, locale]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (search === undefined || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    open();
  };
  // Once hydrated it is a button (it opens a dialog): Space opens it too, instead of scrolling.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLAnchorElement>) => {
    if (search === undefined || event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  const button = hydrated && search !== undefined;

  return (
    <>
      <a
        ref={trigger}
        href={SEARCH_PATH}
        className={styles.search}
        // Its label may be visually hidden (an icon only): the tooltip names it for pointer users.
        title={t('siteHeader.search')}
        role={button ? 'button' : undefined}
        aria-haspopup={button ? 'dialog' : undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onPointerEnter={search === undefined ? undefined : () => preload(locale)}
        onFocus={search === undefined ? undefined : () => preload(locale)}
        data-testid="search-link"
        {...tracked('button', 'globalSearch', t('siteHeader.search'))}
      >
        <SearchIcon />
        <span className={styles.searchLabel}>{t('siteHeader.search')}</span>
      </a>
      {modal.mounted && search !== undefined && (
        <Suspense fallback={null}>
          <LazySearchModal
            search={search}
            fallbackPath={SEARCH_PATH}
            open={modal.open}
            openRequest={modal.requests}
            onClose={() => {
              setModal((was) => ({ ...was, open: false }));
              const back = returnTo.current;
              (back?.isConnected === true ? back : trigger.current)?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
