import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import { Avatar } from '../../kit/avatar/avatar.tsx';
import buttons from '../../styles/buttons.module.css';
import styles from './consent-page.module.css';
import { oauthConsentMessages } from './messages.ts';

/** A scope the app asks for, with the API catalogue's words when it has some. */
export interface ConsentScopeProps {
  name: string;
  description?: string;
}

/** What the consent page shows: the request to allow, or the message for a stale one. */
export type ConsentView =
  | {
      kind: 'consent';
      appName: string;
      ownerName: string;
      vendorName: string | undefined;
      /** The app avatar's address; without one the square avatar shows the ship icon. */
      appAvatarUrl?: string | undefined;
      scopes: ConsentScopeProps[];
      csrfToken: string;
      /** POST targets: …/confirm and …/abort below the interaction's path (its cookie's path). */
      confirmAction: string;
      abortAction: string;
    }
  | { kind: 'expired' }
  /** An authorization request refused before the app could be told; `code` is a known one. */
  | { kind: 'error'; code: string };

/** Props of {@link ConsentPage}. */
export type ConsentPageProps = { i18n: I18nPayload } & ConsentView;

const CSRF_FORM_FIELD = 'csrf';

/**
 * The consent screen of the authorization server (/oauth2/interaction/{uid}, decision 0026 §5):
 * which app asks, who made it, and what it may do; two plain forms (allow, deny) that work
 * without JavaScript and carry the portal's CSRF token. Or the message for a stale request, or
 * for a request refused before the app could be told.
 */
export function ConsentPage(props: ConsentPageProps) {
  return (
    <I18nProvider value={props.i18n}>
      <ConsentBody {...props} />
    </I18nProvider>
  );
}

function ConsentBody(props: ConsentView) {
  const t = useT(oauthConsentMessages);
  if (props.kind === 'error') {
    return (
      <div className={styles.page} data-testid="oauth-error">
        <h1 className={styles.heading}>{t('oauthConsent.errorTitle')}</h1>
        <p>{t('oauthConsent.errorHelp')}</p>
        <p>
          <code>{t('oauthConsent.errorCode', { code: props.code })}</code>
        </p>
        <p>
          <a href="/">{t('oauthConsent.home')}</a>
        </p>
      </div>
    );
  }
  if (props.kind === 'expired') {
    return (
      <div className={styles.page} data-testid="oauth-expired">
        <h1 className={styles.heading}>{t('oauthConsent.expiredTitle')}</h1>
        <p>{t('oauthConsent.expired')}</p>
        <p>
          <a href="/">{t('oauthConsent.home')}</a>
        </p>
      </div>
    );
  }
  // A scope the catalogue has no words for shows by its name alone.
  const describe = (scope: ConsentScopeProps) =>
    scope.name === 'openid'
      ? t('oauthConsent.scope.openid')
      : scope.name === 'offline_access'
        ? t('oauthConsent.scope.offlineAccess')
        : scope.description;
  return (
    <div className={styles.page} data-testid="oauth-consent">
      <div className={styles.titled}>
        {/* Square, as for apps (spec §4); decorative: the heading names the app. */}
        <Avatar appearance="square" size={48} src={props.appAvatarUrl} />
        <h1 className={styles.heading}>{t('oauthConsent.title', { appName: props.appName })}</h1>
      </div>
      <p className={styles.meta}>
        {t('oauthConsent.owner', { owner: props.ownerName })}
        {props.vendorName === undefined ? null : (
          <>
            <br />
            {t('oauthConsent.vendor', { vendor: props.vendorName })}
          </>
        )}
      </p>
      <p>{t('oauthConsent.intro', { appName: props.appName })}</p>
      <h2 id="oauth-consent-scopes">{t('oauthConsent.scopesHeading')}</h2>
      <ul className={styles.scopes} aria-labelledby="oauth-consent-scopes" data-testid="oauth-scopes">
        {props.scopes.map((scope) => (
          <li key={scope.name}>
            {describe(scope) === undefined ? (
              <span className={styles.scopeName}>{scope.name}</span>
            ) : (
              <>
                {describe(scope)} <span className={styles.scopeName}>({scope.name})</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <form method="post" action={props.confirmAction}>
          <input type="hidden" name={CSRF_FORM_FIELD} value={props.csrfToken} />
          <button type="submit" className={buttons.primary} data-testid="oauth-allow">
            {t('oauthConsent.allow')}
          </button>
        </form>
        <form method="post" action={props.abortAction}>
          <input type="hidden" name={CSRF_FORM_FIELD} value={props.csrfToken} />
          <button type="submit" className={buttons.secondary} data-testid="oauth-deny">
            {t('oauthConsent.deny')}
          </button>
        </form>
      </div>
    </div>
  );
}
