import { useEffect, useRef, useState } from 'react';
import { I18nProvider, useT, type I18nPayload } from '../../i18n/i18n-context.tsx';
import { CloseIcon } from '../../kit/icons/svg-icons.tsx';
import { useHydrated } from '../../kit/islands/use-hydrated.ts';
import styles from './announcement-banner.module.css';
import { browserBannerEnvironment, loadBanner, rememberDismissal } from './banner-client.ts';
import { bannerMessages } from './messages.ts';

/** Props of {@link AnnouncementBanner}. */
export interface AnnouncementBannerProps {
  i18n: I18nPayload;
  /** Lay the banner over the page top, under a transparent header (the home page). */
  overlay?: boolean;
  /**
   * The sanitised message the server found for this page (src/server/banner/page-banner.ts), or
   * undefined: the page then has the banner's room from its first paint.
   */
  initialHtml?: string | undefined;
}

type State = { phase: 'hidden' } | { phase: 'shown' | 'leaving'; html: string };

// The exit animation lasts --banner-transition (0.25s); this is the fallback if animationend never fires.
const LEAVE_FALLBACK_MS = 400;

/**
 * ISLAND (`client:load`, like the header it sits under): the announcement banner (spec §2.11,
 * §4, §7), right under the global header. The server renders it when its data says so
 * (docs/decisions/0048); a reader who dismissed it never sees it drawn (the head script in
 * dismissed-script.ts). Once mounted it asks for the page's banner (unless dismissed) and follows
 * the answer. It fades in without moving the page; the message is the server's sanitised HTML.
 */
export function AnnouncementBanner({ i18n, overlay = false, initialHtml }: AnnouncementBannerProps) {
  return (
    <I18nProvider value={i18n}>
      <Banner overlay={overlay} initialHtml={initialHtml} />
    </I18nProvider>
  );
}

function Banner({ overlay, initialHtml }: { overlay: boolean; initialHtml: string | undefined }) {
  const t = useT(bannerMessages);
  const [state, setState] = useState<State>(
    initialHtml === undefined ? { phase: 'hidden' } : { phase: 'shown', html: initialHtml },
  );
  // The dismiss button works only once hydrated: until then (and without JavaScript) it is not drawn.
  const ready = useHydrated();
  const env = useRef(browserBannerEnvironment());
  // Dismissed while the request was out: its answer must not bring the banner back.
  const dismissed = useRef(false);

  useEffect(() => {
    let live = true;
    void loadBanner(window.location.pathname, env.current).then((html) => {
      if (live && !dismissed.current)
        setState(html === undefined ? { phase: 'hidden' } : { phase: 'shown', html });
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (state.phase !== 'leaving') return;
    const timer = window.setTimeout(() => setState({ phase: 'hidden' }), LEAVE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state.phase]);

  if (state.phase === 'hidden') return null;
  const dismiss = () => {
    dismissed.current = true;
    rememberDismissal(env.current);
    setState({ phase: 'leaving', html: state.html });
  };
  return (
    <section
      className={styles.banner}
      data-phase={state.phase}
      data-overlay={overlay}
      data-testid="announcement-banner"
      aria-label={t('banner.label')}
      onAnimationEnd={() => {
        if (state.phase === 'leaving') setState({ phase: 'hidden' });
      }}
    >
      <div className={styles.inner} data-testid="announcement-banner-content">
        <p className={styles.message} dangerouslySetInnerHTML={{ __html: state.html }} />
        <button
          type="button"
          className={styles.dismiss}
          aria-label={t('banner.dismiss')}
          onClick={dismiss}
          data-ready={ready}
        >
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
