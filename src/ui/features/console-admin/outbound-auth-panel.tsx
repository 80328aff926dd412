import type { FieldProblem } from '../../../core/console/index.ts';
import { OutboundAuthProviderSchema, type OutboundAuthService } from '../../../schemas/console.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { ConsoleTabHeading, CsrfField, Field, FormErrors, Notice, problemFor } from '../console/index.ts';
import { consoleAdminMessages } from './messages.ts';
import styles from './console-admin.module.css';
import { consoleButtons as buttons } from '../console/index.ts';

const FORM = 'outbound';

/** The service form's values to show: never the client secret, which is write-only. */
export interface OutboundFormValues {
  provider: string;
  key: string;
  displayName: string;
  clientId: string;
  scopes: string;
  authorizationUrl: string;
  tokenUrl: string;
  profileRetrieverUrl: string;
}

/** Props of {@link OutboundAuthPanel}. */
export interface OutboundAuthProps {
  canEdit: boolean;
  /** The app's services, without their secrets. */
  services: readonly OutboundAuthService[];
  values: OutboundFormValues;
  /** The key of the service the form replaces (`?edit=`), if any. */
  editing: string | undefined;
  /** A refused post's problems, shown above the form that was posted. */
  problems: readonly FieldProblem[];
  /** The form that was refused: 'put' (the service form) or 'remove'. */
  refusedIntent: string | undefined;
  quota: number;
  /** Where the page's forms post: the page itself. */
  action: string;
  csrfToken: string;
  /** The post that just went through, if any. */
  done: string | undefined;
}

const URL_FIELDS = ['authorizationUrl', 'tokenUrl', 'profileRetrieverUrl'] as const;

function ServiceCard({
  service,
  canEdit,
  action,
  csrfToken,
}: {
  service: OutboundAuthService;
  canEdit: boolean;
  action: string;
  csrfToken: string;
}) {
  const t = useT(consoleAdminMessages);
  return (
    <li className={styles.card} data-testid={`outbound-${service.key}`}>
      <h4 className={styles.cardTitle}>
        <span className={styles.mono}>{service.key}</span>
        {service.displayName !== undefined && ` · ${service.displayName}`}
      </h4>
      <dl className={styles.details}>
        <dt>{t('consoleAdmin.outbound.provider')}</dt>
        <dd>{t(`consoleAdmin.outbound.provider.${service.provider}`)}</dd>
        <dt>{t('consoleAdmin.outbound.clientId')}</dt>
        <dd className={styles.mono}>{service.clientId}</dd>
        <dt>{t('consoleAdmin.outbound.clientSecret')}</dt>
        <dd>{t('consoleAdmin.outbound.secretStored')}</dd>
        <dt>{t('consoleAdmin.outbound.scopes')}</dt>
        <dd className={styles.mono}>
          {service.scopes.length === 0 ? t('consoleAdmin.notSet') : service.scopes.join(' ')}
        </dd>
        {service.provider === 'oauth2' &&
          URL_FIELDS.map((name) => [
            <dt key={`${name}-term`}>{t(`consoleAdmin.outbound.${name}`)}</dt>,
            <dd key={`${name}-value`} className={styles.mono}>
              {service[name]}
            </dd>,
          ])}
      </dl>
      {canEdit && (
        <div className={styles.actions}>
          <a
            className={buttons.secondaryButton}
            href={`${action}?edit=${encodeURIComponent(service.key)}#outbound-form-heading`}
          >
            {t('consoleAdmin.outbound.edit', { key: service.key })}
          </a>
          <form method="post" action={action} className={styles.inlineForm}>
            <CsrfField token={csrfToken} />
            <input type="hidden" name="key" value={service.key} />
            <button type="submit" name="intent" value="remove" className={buttons.dangerButton}>
              {t('consoleAdmin.outbound.remove', { key: service.key })}
            </button>
          </form>
        </div>
      )}
    </li>
  );
}

/**
 * The outbound auth page: the app's services (never their secrets), then one form that adds a
 * service or replaces the one with the same key. Without JavaScript every field shows; the three
 * URLs are asked of a generic OAuth 2.0 provider only and ignored for Dropbox and Google.
 */
export function OutboundAuthPanel(props: OutboundAuthProps) {
  const t = useT(consoleAdminMessages);
  const { values, canEdit } = props;
  const formProblems = props.refusedIntent === 'put' ? props.problems : [];
  const text = (
    name: Exclude<keyof OutboundFormValues, 'provider'>,
    type = 'text',
    hint?: string,
    required = false,
  ) => (
    <Field
      form={FORM}
      name={name}
      label={t(`consoleAdmin.outbound.${name}`)}
      hint={hint}
      required={required}
      problem={problemFor(formProblems, name)}
    >
      {(aria) => (
        <input
          {...aria}
          className={styles.input}
          type={type}
          defaultValue={values[name]}
          autoComplete="off"
        />
      )}
    </Field>
  );
  return (
    <>
      <ConsoleTabHeading>{t('consoleAdmin.outbound.heading')}</ConsoleTabHeading>
      <p className={styles.intro}>{t('consoleAdmin.outbound.intro')}</p>
      {props.done === 'put' && <Notice testId="outbound-saved">{t('consoleAdmin.outbound.added')}</Notice>}
      {props.done === 'remove' && (
        <Notice testId="outbound-removed">{t('consoleAdmin.outbound.removed')}</Notice>
      )}
      {!canEdit && <p className={styles.note}>{t('consoleAdmin.readOnly')}</p>}
      {props.refusedIntent === 'remove' && <FormErrors form={FORM} problems={props.problems} />}
      <section className={styles.section} aria-labelledby="outbound-list-heading">
        <h3 id="outbound-list-heading" className={styles.sectionHeading}>
          {t('consoleAdmin.outbound.listHeading')}
        </h3>
        {props.services.length === 0 ? (
          <p data-testid="outbound-none">{t('consoleAdmin.outbound.none')}</p>
        ) : (
          <ul className={styles.list}>
            {props.services.map((service) => (
              <ServiceCard
                key={service.key}
                service={service}
                canEdit={canEdit}
                action={props.action}
                csrfToken={props.csrfToken}
              />
            ))}
          </ul>
        )}
      </section>
      {canEdit && (
        <section className={styles.section} aria-labelledby="outbound-form-heading">
          <h3 id="outbound-form-heading" className={styles.sectionHeading} tabIndex={-1}>
            {props.editing === undefined
              ? t('consoleAdmin.outbound.addHeading')
              : t('consoleAdmin.outbound.editHeading', { key: props.editing })}
          </h3>
          <p className={styles.hint}>{t('consoleAdmin.outbound.quota', { max: props.quota })}</p>
          <FormErrors form={FORM} problems={formProblems} />
          <form
            method="post"
            action={props.action}
            className={styles.form}
            noValidate
            data-testid="outbound-form"
          >
            <CsrfField token={props.csrfToken} />
            <Field
              form={FORM}
              name="provider"
              label={t('consoleAdmin.outbound.provider')}
              required
              problem={problemFor(formProblems, 'provider')}
            >
              {(aria) => (
                <select {...aria} className={styles.select} defaultValue={values.provider}>
                  {OutboundAuthProviderSchema.options.map((provider) => (
                    <option key={provider} value={provider}>
                      {t(`consoleAdmin.outbound.provider.${provider}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {text('key', 'text', t('consoleAdmin.outbound.keyHint'), true)}
            {text('displayName')}
            {text('clientId', 'text', undefined, true)}
            <Field
              form={FORM}
              name="clientSecret"
              label={t('consoleAdmin.outbound.clientSecret')}
              hint={t('consoleAdmin.outbound.clientSecretHint')}
              required
              problem={problemFor(formProblems, 'clientSecret')}
            >
              {(aria) => (
                <input {...aria} className={styles.input} type="password" autoComplete="new-password" />
              )}
            </Field>
            {text('scopes', 'text', t('consoleAdmin.outbound.scopesHint'))}
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('consoleAdmin.outbound.oauth2Heading')}</legend>
              {text('authorizationUrl', 'url')}
              {text('tokenUrl', 'url')}
              {text('profileRetrieverUrl', 'url', t('consoleAdmin.outbound.profileRetrieverUrlHint'))}
            </fieldset>
            <button type="submit" name="intent" value="put" className={buttons.button}>
              {t('consoleAdmin.outbound.save')}
            </button>
          </form>
        </section>
      )}
    </>
  );
}
