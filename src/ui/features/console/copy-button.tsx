import { useState } from 'react';
import { useHydrated } from '../../kit/islands/use-hydrated.ts';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import { copyText } from '../article/index.ts';
import { consoleMessages } from './messages.ts';
import styles from './console.module.css';
import buttons from './console-buttons.module.css';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The text to copy (a client id or a secret already shown on the page). */
  text: string;
  /** What is copied, for the button's accessible name, e.g. "Client secret". */
  label: string;
  i18n: I18nPayload;
}

/**
 * A copy button for a credential: a small island. Before it hydrates (or without JavaScript)
 * it renders nothing, so no dead button shows; the value beside it is selectable text. The
 * outcome is announced in a polite live region.
 */
export function CopyButton({ i18n, ...props }: CopyButtonProps) {
  return (
    <I18nProvider value={i18n}>
      <CopyButtonBody {...props} />
    </I18nProvider>
  );
}

function CopyButtonBody({ text, label }: Omit<CopyButtonProps, 'i18n'>) {
  const t = useT(consoleMessages);
  const [outcome, setOutcome] = useState<'copied' | 'failed' | undefined>(undefined);
  if (!useHydrated()) return null;
  return (
    <span>
      <button
        type="button"
        className={buttons.secondaryButton}
        aria-label={`${t('console.credentials.copy')}: ${label}`}
        onClick={() => {
          void copyText(text).then((ok) => setOutcome(ok ? 'copied' : 'failed'));
        }}
      >
        {t('console.credentials.copy')}
      </button>{' '}
      <span role="status" className={styles.hint}>
        {outcome === 'copied' && t('console.credentials.copied')}
        {outcome === 'failed' && t('console.credentials.copyFailed')}
      </span>
    </span>
  );
}
