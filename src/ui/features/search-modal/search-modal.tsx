import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { AiAnswer } from '../ai-answer/index.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import { CloseIcon, SearchIcon } from '../../kit/icons/svg-icons.tsx';
import { nextActive } from './active-option.ts';
import { ErrorScreen } from './error-screen.tsx';
import { searchMessages } from './messages.ts';
import { OptionRow } from './option-row.tsx';
import { screenSections, type SearchOption } from './screen-options.ts';
import type { SearchEntryProps } from './search-settings.ts';
import { screenOf } from './search-state.ts';
import { advancedSearchHref } from './search-urls.ts';
import { SectionLabel } from './section-label.tsx';
import styles from './search-modal.module.css';
import { useSearchSession } from './use-search-session.ts';

/** Props of the lazily loaded modal. */
export interface SearchModalProps {
  entry: SearchEntryProps;
  open: boolean;
  /**
   * Bumped by every request to open (shortcut, click): a request that arrives while the dialog is
   * closing (Escape, then Ctrl+K at once) opens it again even though `open` never turned false.
   */
  openRequest?: number;
  onClose: () => void;
}

const navigateTo = (href: string) => window.location.assign(href);

/**
 * The search modal (spec §2.9), loaded on first use. A native modal `<dialog>`: the rest of the
 * page is inert and Tab stays inside, Escape closes. The input is a combobox: ↑/↓ move the
 * active option of the listbox (aria-activedescendant), Enter opens it, Shift+Enter marks it as
 * favourite; a live region says how many results there are.
 */
export default function SearchModal(props: SearchModalProps) {
  return (
    <I18nProvider value={props.entry.i18n}>
      <ModalBody {...props} />
    </I18nProvider>
  );
}

function ModalBody({ entry, open, openRequest = 0, onClose }: SearchModalProps) {
  const t = useT(searchMessages);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const session = useSearchSession(entry, navigateTo);
  const { state, saved } = session;
  const screen = screenOf(state);
  const sections = useMemo(
    () =>
      screenSections(screen, {
        // 'show more' belongs to the results shown, which may be the last query's while typing.
        query: state.resultQuery,
        groups: state.groups,
        suggestions: state.suggestions,
        saved,
      }),
    [screen, state.resultQuery, state.groups, state.suggestions, saved],
  );
  const options = useMemo(() => sections.flatMap((section) => section.options), [sections]);
  const favouriteIds = useMemo(() => new Set(saved.favourites.map((f) => f.objectID)), [saved.favourites]);
  const domId = (optionId: string) => `${id}-${optionId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const active = options[state.active];
  // Handlers that keep their identity across renders, so rows only re-render when their own
  // props change (each keystroke re-renders the modal; keystroke to paint).
  const latest = useRef({ session, options });
  useLayoutEffect(() => {
    latest.current = { session, options };
  });
  const handlers = useMemo(
    () => ({
      choose: (option: SearchOption) => latest.current.session.choose(option),
      markFavourite: (option: SearchOption) => latest.current.session.markFavourite(option),
      hover: (option: SearchOption) =>
        latest.current.session.dispatch({ type: 'active', index: latest.current.options.indexOf(option) }),
    }),
    [],
  );
  // ENABLE_AI: Enter with no option active asks the AI panel instead of opening advanced search.
  const [askRequest, setAskRequest] = useState(0);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open, openRequest]);

  // Only when the active option changes: scrollIntoView forces a layout of the whole page, which
  // on every keystroke's render delayed the search request (keystroke to paint).
  const activeDomId = active === undefined ? undefined : domId(active.id);
  useEffect(() => {
    if (activeDomId !== undefined) document.getElementById(activeDomId)?.scrollIntoView({ block: 'nearest' });
  }, [activeDomId]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        session.dispatch({ type: 'active', index: nextActive(state.active, options.length, event.key) });
      } else if (event.key === 'Enter') {
        event.preventDefault();
        if (active === undefined) {
          if (state.query.trim() === '') return;
          if (entry.ai === undefined) session.advancedSearch();
          else setAskRequest((n) => n + 1);
        } else if (event.shiftKey) session.markFavourite(active);
        else session.choose(active);
      }
    },
    [active, entry.ai, options.length, session, state.active, state.query],
  );

  const announcement =
    screen === 'preview' || screen === 'noResult' ? t('search.resultCount', { count: state.nbHits }) : '';
  const listId = `${id}-list`;

  return createPortal(
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={t('search.dialogLabel')}
      data-testid="search-modal"
      // A close event that arrives after a new open request has reopened the dialog is stale.
      onClose={() => {
        if (dialog.current?.open !== true) onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close(); // a press on the backdrop
      }}
    >
      <div className={styles.panel}>
        <div className={styles.bar}>
          <SearchIcon />
          <label htmlFor={`${id}-input`} className="visually-hidden">
            {t('search.inputLabel')}
          </label>
          <input
            ref={input}
            id={`${id}-input`}
            className={styles.input}
            type="search"
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={options.length > 0 ? listId : undefined}
            aria-activedescendant={active === undefined ? undefined : domId(active.id)}
            aria-autocomplete="list"
            aria-describedby={`${id}-hints`}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={entry.ai === undefined ? t('search.placeholder') : t('search.placeholderAi')}
            value={state.query}
            onChange={(event) => session.setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            data-testid="search-input"
          />
          <button
            type="button"
            className={styles.close}
            onClick={() => dialog.current?.close()}
            data-testid="search-close"
          >
            <CloseIcon size={16} />
            <span className="visually-hidden">{t('search.close')}</span>
          </button>
        </div>
        <div className={styles.body} data-screen={screen} aria-busy={state.loading} data-testid="search-body">
          {screen === 'error' && state.error !== undefined && (
            <ErrorScreen kind={state.error} onRetry={session.retry} />
          )}
          {entry.ai !== undefined && state.query.trim() !== '' && screen !== 'error' && (
            <AiAnswer
              query={state.query}
              aiBrandName={entry.ai.brandName}
              contentId={window.location.pathname}
              askRequest={askRequest}
            />
          )}
          {screen === 'loading' && <p className={styles.status}>{t('search.loading')}</p>}
          {screen === 'noResult' && (
            <div className={styles.empty} data-testid="search-no-result">
              <p className={styles.emptyTitle}>{t('search.noResultTitle', { query: state.resultQuery })}</p>
              <p>{t('search.noResultHelp')}</p>
            </div>
          )}
          {options.length > 0 && (
            <div role="listbox" id={listId} className={styles.list} aria-label={t('search.dialogLabel')}>
              {sections.map((section) => (
                <div
                  key={section.key}
                  role="group"
                  aria-labelledby={domId(`label-${section.key}`)}
                  className={styles.section}
                  data-testid={`search-section-${section.kind}`}
                >
                  <SectionLabel id={domId(`label-${section.key}`)} section={section} />
                  {section.options.map((option) => (
                    <OptionRow
                      key={option.id}
                      option={option}
                      domId={domId(option.id)}
                      active={option === active}
                      favourite={option.saved !== undefined && favouriteIds.has(option.saved.objectID)}
                      onChoose={handlers.choose}
                      onFavourite={handlers.markFavourite}
                      onHover={handlers.hover}
                    />
                  ))}
                </div>
              ))}
            </div>
          )}
        </div>
        <div className={styles.footer}>
          {entry.contentLanguage !== undefined && (
            <label className={styles.language} data-testid="search-language">
              <input
                type="checkbox"
                checked={!session.allLanguages}
                onChange={(event) => session.setAllLanguages(!event.target.checked)}
              />
              {t('search.onlyLanguage', { language: entry.contentLanguage.name })}
            </label>
          )}
          <p id={`${id}-hints`} className={styles.hints}>
            {t('search.keyHints')}
          </p>
          {state.query.trim() !== '' && (
            <a
              href={advancedSearchHref(state.query.trim())}
              className={styles.advanced}
              data-testid="search-advanced"
              onClick={(event) => {
                event.preventDefault();
                session.advancedSearch();
              }}
            >
              {t('search.advancedSearch')}
            </a>
          )}
        </div>
        <div role="status" aria-live="polite" className="visually-hidden" data-testid="search-live">
          {announcement}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
