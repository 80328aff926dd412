import { useRef } from 'react';
import type { Environment } from '../../../core/telemetry/environment.ts';
import { I18nProvider, useT, type I18nPayload } from '../../i18n/i18n-context.tsx';
import { ACCEPT_ALL, REJECT_OPTIONAL, type Consent } from '../../../core/consent/categories.ts';
import styles from './consent.module.css';
import { pageConsentStore } from './consent-store.ts';
import { consentTriggerMessages } from './trigger-messages.ts';
import { useConsent } from './use-consent.ts';
import { useFocusReturn } from './use-focus-return.ts';
import { usePreferencesDialog } from './use-preferences-dialog.ts';
import { useReservedSpace } from './use-reserved-space.ts';

/** Props of {@link ConsentBanner}. */
export interface ConsentBannerProps {
  i18n: I18nPayload;
  /** The page's environment; it selects the consent cookie settings. */
  environment: Environment;
}

/**
 * ISLAND (`client:load`: its buttons must answer at once). The first-visit consent banner: Accept
 * all, Reject optional, or Manage preferences (the preferences dialog). Every page renders it (a
 * public page is the same for every reader); a head script hides it from the first frame for a
 * reader who has decided (decided-script.ts), and once hydrated it renders nothing for them. It
 * disappears as soon as a decision is saved (here, or in another island of the page). While it
 * shows, the page reserves its height so it never covers a focused element; when a decision here
 * removes it, focus goes back to the page rather than to the body.
 */
export function ConsentBanner({ i18n, environment }: ConsentBannerProps) {
  return (
    <I18nProvider value={i18n}>
      <Banner environment={environment} />
    </I18nProvider>
  );
}

function Banner({ environment }: { environment: Environment }) {
  const t = useT(consentTriggerMessages);
  const { consent } = useConsent(environment);
  const { Dialog, dialogKey, prefetch, open, close } = usePreferencesDialog();
  const manage = useRef<HTMLButtonElement>(null);
  const banner = useRef<HTMLElement>(null);
  const gone = consent !== undefined && Dialog === undefined;
  useReservedSpace(banner, !gone);
  const focusReturn = useFocusReturn(banner, gone);
  if (gone) return null;
  const save = (decision: Consent) => {
    focusReturn.leaving();
    pageConsentStore().save(decision);
  };
  return (
    <section
      ref={banner}
      className={styles.banner}
      aria-label={t('consent.banner.label')}
      data-testid="consent-banner"
    >
      <p className={styles.bannerText}>{t('consent.banner.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => save(ACCEPT_ALL)}>
          {t('consent.acceptAll')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => save(REJECT_OPTIONAL)}>
          {t('consent.rejectOptional')}
        </button>
        <button
          ref={manage}
          type="button"
          className={styles.secondary}
          aria-haspopup="dialog"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={open}
        >
          {t('consent.manage')}
        </button>
      </div>
      {Dialog !== undefined && (
        <Dialog key={dialogKey} consent={consent} returnFocusTo={manage} onSave={save} onClose={close} />
      )}
    </section>
  );
}
