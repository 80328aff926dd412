import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import {
  ACCEPT_ALL,
  ALL_CATEGORIES,
  consentFor,
  CookieCategory,
  REJECT_OPTIONAL,
  type Consent,
} from '../../../core/consent/categories.ts';
import styles from './consent.module.css';
import { trapTab } from '../../kit/focus-trap/focus-trap.ts';
import { consentMessages } from './messages.ts';

/** Props of {@link PreferencesDialog}. */
export interface PreferencesDialogProps {
  /** The stored decision the checkboxes start from; none means every optional one is off. */
  consent: Consent | undefined;
  /** Called with the reader's decision; the dialog then closes. */
  onSave: (consent: Consent) => void;
  /** Called when the dialog closes, saved or not (Close, Escape, a decision). */
  onClose: () => void;
  /** The trigger focus returns to on close; defaults to what had focus when the dialog opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The cookie preferences dialog (spec §4): modal (native `<dialog>` opened with showModal, so the
 * page behind is inert), Tab kept inside, Escape closes, focus returns to the trigger. One
 * checkbox per category; strictly necessary is shown as always on. Mount it to open it.
 */
export function PreferencesDialog({ consent, onSave, onClose, returnFocusTo }: PreferencesDialogProps) {
  const t = useT(consentMessages);
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState(() => new Set(consent?.allowed ?? []));

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return undefined;
    const opener = returnFocusTo?.current ?? (document.activeElement as HTMLElement | null);
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [returnFocusTo]);

  const decide = (decision: Consent) => {
    onSave(decision);
    onClose();
  };
  const toggle = (category: CookieCategory, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(category);
      else next.delete(category);
      return next;
    });

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      data-testid="consent-dialog"
      onClose={onClose}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => trapTab(event.currentTarget, event)}
    >
      <div className={styles.dialogHeader}>
        <h2 id={`${id}-title`} className={styles.dialogTitle}>
          {t('consent.dialog.title')}
        </h2>
        <button type="button" className={styles.secondary} onClick={onClose} data-testid="consent-close">
          {t('consent.dialog.close')}
        </button>
      </div>
      <p id={`${id}-intro`}>{t('consent.dialog.intro')}</p>
      <ul className={styles.categories}>
        {ALL_CATEGORIES.map((category) => {
          const always = category === CookieCategory.StrictlyNecessary;
          const inputId = `${id}-category-${category}`;
          return (
            <li key={category} className={styles.category}>
              <input
                id={inputId}
                type="checkbox"
                checked={always || chosen.has(category)}
                disabled={always}
                aria-describedby={`${inputId}-description`}
                data-category={category}
                onChange={(event) => toggle(category, event.currentTarget.checked)}
              />
              <label htmlFor={inputId} className={styles.categoryName}>
                {t(`consent.category.${category}`)}
                {always && <span className={styles.alwaysOn}> ({t('consent.alwaysOn')})</span>}
              </label>
              <p id={`${inputId}-description`} className={styles.categoryDescription}>
                {t(`consent.category.${category}.description`)}
              </p>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => decide(consentFor(chosen))}>
          {t('consent.dialog.save')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => decide(REJECT_OPTIONAL)}>
          {t('consent.rejectOptional')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => decide(ACCEPT_ALL)}>
          {t('consent.acceptAll')}
        </button>
      </div>
    </dialog>
  );
}
