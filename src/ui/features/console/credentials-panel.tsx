import { useT } from '../../i18n/i18n-context.tsx';
import type { ReactNode } from 'react';
import { consoleMessages } from './messages.ts';
import styles from './console.module.css';

/** Props of {@link CredentialsPanel}. */
export interface CredentialsPanelProps {
  clientId: string;
  /** Only in the answer to a create or rotate post: the one time the secret is shown. */
  clientSecret?: string | undefined;
  /** Copy buttons (islands) the page shell puts beside the values, keyed by value. */
  copyClientId?: ReactNode;
  copyClientSecret?: ReactNode;
}

/**
 * An app's credentials: the client ID always; the client secret only when it was just made,
 * with the warning that it is shown this once, otherwise a line saying it is never shown again.
 * The values are selectable text, so they can be copied without JavaScript.
 */
export function CredentialsPanel({
  clientId,
  clientSecret,
  copyClientId,
  copyClientSecret,
}: CredentialsPanelProps) {
  const t = useT(consoleMessages);
  return (
    <div className={styles.section} data-testid="console-credentials">
      <h3 className={styles.sectionHeading}>{t('console.credentials.heading')}</h3>
      <dl className={styles.details}>
        <dt>{t('console.credentials.clientId')}</dt>
        <dd>
          <code className={styles.secret} data-testid="console-client-id">
            {clientId}
          </code>
          {copyClientId}
        </dd>
        {clientSecret !== undefined && (
          <>
            <dt>{t('console.credentials.clientSecret')}</dt>
            <dd>
              <code className={styles.secret} data-testid="console-client-secret">
                {clientSecret}
              </code>
              {copyClientSecret}
            </dd>
          </>
        )}
      </dl>
      {clientSecret !== undefined ? (
        <p className={styles.alert} role="alert" data-testid="console-secret-once">
          {t('console.credentials.secretOnce')}
        </p>
      ) : (
        <p className={styles.hint}>{t('console.credentials.secretHidden')}</p>
      )}
    </div>
  );
}
