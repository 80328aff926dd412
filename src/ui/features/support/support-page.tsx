import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { supportMessages } from './messages.ts';
import { RequestList } from './request-list.tsx';
import { SupportForm } from './support-form.tsx';
import { cx } from '../../kit/class-names/class-names.ts';
import styles from './support-page.module.css';
import buttons from '../../styles/buttons.module.css';
import type { SupportPageProps } from '../../../core/support/support-types.ts';

/** Id of the request section: form posts are sent back to it (the server's SUPPORT_FORM_ID). */
const FORM_SECTION_ID = 'support-form';

/**
 * The /support page body (spec §2.1). Everyone sees the ways to get help from the content
 * (supportPage.channels). Anonymous visitors get a sign-in link that returns here; signed-in
 * visitors get the request form, the outcome of their last post, and their newest open requests
 * with a link to the full list. Static HTML, not an island: everything works without JavaScript.
 */
export function SupportPage({ i18n, ...props }: SupportPageProps) {
  return (
    <I18nProvider value={i18n}>
      <SupportBody {...props} />
    </I18nProvider>
  );
}

function Channels({ channels, developerHost }: Pick<SupportPageProps, 'channels' | 'developerHost'>) {
  const t = useT(supportMessages);
  if (channels.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="support-channels-heading">
      <h2 id="support-channels-heading" className={styles.sectionHeading}>
        {t('support.channelsHeading')}
      </h2>
      <ul className={styles.channels} data-testid="support-channels">
        {channels.map((channel) => (
          <li key={channel.href} className={styles.channel}>
            <ContentLink href={channel.href} developerHost={developerHost} className={styles.channelLink}>
              {channel.title}
            </ContentLink>
            {channel.description !== '' && <p className={styles.meta}>{channel.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Outcome({ created, error }: Pick<SupportPageProps, 'created' | 'error'>) {
  const t = useT(supportMessages);
  if (created !== undefined) {
    return (
      <div className={styles.success} role="status" data-testid="support-created">
        <h3 className={styles.alertTitle}>{t('support.createdTitle')}</h3>
        <p>{t('support.created', { key: created })}</p>
      </div>
    );
  }
  if (error === 'unavailable') {
    return (
      <div className={styles.alert} role="alert" data-testid="support-unavailable">
        <h3 className={styles.alertTitle}>{t('support.errorTitle')}</h3>
        <p>{t('support.errorUnavailable')}</p>
      </div>
    );
  }
  return null;
}

function OpenRequests({ recent, requestsHref }: Pick<SupportPageProps, 'recent' | 'requestsHref'>) {
  const t = useT(supportMessages);
  return (
    <section className={styles.section} aria-labelledby="support-open-heading">
      <h2 id="support-open-heading" className={styles.sectionHeading}>
        {t('support.openRequestsHeading')}
      </h2>
      {recent === undefined || !recent.ok ? (
        <p data-testid="support-list-unavailable">{t('support.listUnavailable')}</p>
      ) : recent.values.length === 0 ? (
        <p data-testid="support-no-requests">{t('support.noOpenRequests')}</p>
      ) : (
        <RequestList requests={recent.values} />
      )}
      <p>
        <a href={requestsHref} data-testid="support-all-requests">
          {t('support.allRequestsLink')}
        </a>
      </p>
    </section>
  );
}

function SupportBody(props: Omit<SupportPageProps, 'i18n'>) {
  const t = useT(supportMessages);
  return (
    <div className={styles.page} data-testid="support-page">
      <h1 className={styles.heading}>{t('support.title')}</h1>
      <p className={styles.intro}>{t('support.intro')}</p>
      <Channels channels={props.channels} developerHost={props.developerHost} />
      <section id={FORM_SECTION_ID} className={styles.section} aria-labelledby="support-request-heading">
        <h2 id="support-request-heading" className={styles.sectionHeading}>
          {t('support.requestHeading')}
        </h2>
        {props.signedIn ? (
          <>
            <Outcome created={props.created} error={props.error} />
            <SupportForm
              action={props.action}
              csrfToken={props.csrfToken}
              categories={props.categories}
              state={props.form}
            />
          </>
        ) : (
          <>
            <p>{t('support.signInPrompt')}</p>
            <a
              href={props.loginHref}
              className={cx(buttons.primary, styles.action)}
              data-testid="support-sign-in"
            >
              {t('support.signInLink')}
            </a>
          </>
        )}
      </section>
      {props.signedIn && <OpenRequests recent={props.recent} requestsHref={props.requestsHref} />}
    </div>
  );
}
