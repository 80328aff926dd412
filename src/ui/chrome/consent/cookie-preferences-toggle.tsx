import { useRef } from 'react';
import type { Environment } from '../../../core/telemetry/environment.ts';
import { I18nProvider, useT, type I18nPayload } from '../../i18n/i18n-context.tsx';
import styles from './consent.module.css';
import { pageConsentStore } from './consent-store.ts';
import { consentTriggerMessages } from './trigger-messages.ts';
import { useConsent } from './use-consent.ts';
import { usePreferencesDialog } from './use-preferences-dialog.ts';

/** Props of {@link CookiePreferences}. */
export interface CookiePreferencesProps {
  /** Messages: `consentToggleMessages`. */
  i18n: I18nPayload;
  /** The page's environment; it selects the consent cookie settings. */
  environment: Environment;
}

/** ISLAND (`client:idle`), for the footer's links: {@link CookiePreferencesToggle} in its locale. */
export function CookiePreferences({ i18n, environment }: CookiePreferencesProps) {
  return (
    <I18nProvider value={i18n}>
      <CookiePreferencesToggle environment={environment} />
    </I18nProvider>
  );
}

/**
 * The footer's 'Cookie preferences' button (spec §2.8). It stays hidden until the preferences
 * have loaded (the store has read its cookie in the browser), so it never offers a dialog that
 * cannot work yet; it then opens the preferences dialog and takes focus back when it closes.
 */
export function CookiePreferencesToggle({ environment }: { environment: Environment }) {
  const t = useT(consentTriggerMessages);
  const { loaded, consent } = useConsent(environment);
  const { Dialog, dialogKey, prefetch, open, close } = usePreferencesDialog();
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.toggle}
        hidden={!loaded}
        aria-haspopup="dialog"
        data-testid="cookie-preferences"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={open}
      >
        {t('consent.toggle')}
      </button>
      {Dialog !== undefined && (
        <Dialog
          key={dialogKey}
          consent={consent}
          returnFocusTo={trigger}
          onSave={(decision) => pageConsentStore().save(decision)}
          onClose={close}
        />
      )}
    </>
  );
}
