import type { FieldProblem } from '../../../core/console/index.ts';
import type { AppType, DistributionStatus } from '../../../schemas/console.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import {
  ConsoleTabHeading,
  CsrfField,
  Field,
  FormErrors,
  Notice,
  fieldId,
  problemFor,
} from '../console/index.ts';
import { consoleAdminMessages } from './messages.ts';
import styles from './console-admin.module.css';
import { consoleButtons as buttons } from '../console/index.ts';

const FORM = 'distribution';

/** The distribution form's values: text fields as typed, the checkboxes as booleans. */
export interface DistributionValues {
  distributionStatus: string;
  vendorName: string;
  privacyPolicy: string;
  termsOfService: string;
  contactLink: string;
  storesPersonalData: boolean;
  hasPDReportingApiImplemented: boolean;
}

/** Props of {@link DistributionPanel}. */
export interface DistributionProps {
  canEdit: boolean;
  /** The developer may make apps public (directAppDistribution). */
  goPublic: boolean;
  appType: AppType;
  /** The saved status. */
  status: DistributionStatus;
  values: DistributionValues;
  /** What going public still needs by the saved details (empty: ready), each naming its field. */
  missing: readonly FieldProblem[];
  /** A refused post's problems. */
  problems: readonly FieldProblem[];
  installUrl: string | undefined;
  /** Where the page's forms post: the page itself. */
  action: string;
  csrfToken: string;
  /** The last post went through. */
  saved: boolean;
}

const TEXT_FIELDS = [
  ['vendorName', 'consoleAdmin.distribution.vendorNameHint', 'text'],
  ['privacyPolicy', 'consoleAdmin.distribution.urlHint', 'url'],
  ['termsOfService', 'consoleAdmin.distribution.urlHint', 'url'],
  ['contactLink', 'consoleAdmin.distribution.contactLinkHint', 'text'],
] as const;

/**
 * The distribution page: development or public, the vendor's links and the personal-data
 * declaration in one form (it works without JavaScript), the checklist of what going public
 * still needs, and the install URL once the app is public.
 */
export function DistributionPanel(props: DistributionProps) {
  const t = useT(consoleAdminMessages);
  const { values, problems, canEdit } = props;
  const disabled = !canEdit;
  return (
    <>
      <ConsoleTabHeading>{t('consoleAdmin.distribution.heading')}</ConsoleTabHeading>
      <p className={styles.intro}>{t('consoleAdmin.distribution.intro')}</p>
      {props.saved && <Notice testId="distribution-saved">{t('consoleAdmin.saved')}</Notice>}
      {!canEdit && <p className={styles.note}>{t('consoleAdmin.readOnly')}</p>}
      {props.installUrl !== undefined && (
        <section className={styles.section} aria-labelledby="install-url-heading">
          <h3 id="install-url-heading" className={styles.sectionHeading}>
            {t('consoleAdmin.distribution.installUrl')}
          </h3>
          <p className={styles.hint}>{t('consoleAdmin.distribution.installUrlHint')}</p>
          <p className={styles.code} data-testid="install-url">
            {props.installUrl}
          </p>
        </section>
      )}
      {props.status === 'public' && props.appType === 'forge' && (
        <p className={styles.note}>{t('consoleAdmin.distribution.forgeInstall')}</p>
      )}
      <section className={styles.section} aria-labelledby="requirements-heading" data-testid="requirements">
        <h3 id="requirements-heading" className={styles.sectionHeading}>
          {t('consoleAdmin.distribution.requirementsHeading')}
        </h3>
        {props.missing.length === 0 ? (
          <p>{t('consoleAdmin.distribution.requirementsMet')}</p>
        ) : (
          <>
            <p>{t('consoleAdmin.distribution.requirementsMissing')}</p>
            <ul className={styles.checklist}>
              {props.missing.map((problem) => (
                <li key={problem.field} data-field={problem.field}>
                  {problem.message}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <FormErrors form={FORM} problems={problems} />
      <form method="post" action={props.action} className={styles.form} noValidate>
        <CsrfField token={props.csrfToken} />
        {!props.goPublic && (
          <p className={styles.note} data-testid="no-go-public">
            {t('consoleAdmin.distribution.noPermission')}
          </p>
        )}
        {/* A public app may always go back to development, even once the permission is gone. */}
        {(props.goPublic || props.status === 'public') && (
          <fieldset className={styles.fieldset} id={fieldId(FORM, 'distributionStatus')} tabIndex={-1}>
            <legend className={styles.legend}>{t('consoleAdmin.distribution.status')}</legend>
            {problemFor(problems, 'distributionStatus') !== undefined && (
              <p className={styles.error}>{problemFor(problems, 'distributionStatus')!.message}</p>
            )}
            {(['development', 'public'] as const).map((status) => (
              <label key={status} className={styles.choice}>
                <input
                  type="radio"
                  name="distributionStatus"
                  value={status}
                  defaultChecked={values.distributionStatus === status}
                  disabled={disabled}
                  data-testid={`distribution-${status}`}
                />
                <span>
                  {t(`consoleAdmin.distribution.${status}`)}
                  <span className={styles.choiceHint}>{t(`consoleAdmin.distribution.${status}Hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('consoleAdmin.distribution.vendorHeading')}</legend>
          {TEXT_FIELDS.map(([name, hint, type]) => (
            <Field
              key={name}
              form={FORM}
              name={name}
              label={t(`consoleAdmin.distribution.${name}`)}
              hint={t(hint)}
              problem={problemFor(problems, name)}
            >
              {(aria) => (
                <input
                  {...aria}
                  className={styles.input}
                  type={type}
                  defaultValue={values[name]}
                  disabled={disabled}
                  autoComplete="off"
                />
              )}
            </Field>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('consoleAdmin.distribution.personalDataHeading')}</legend>
          <p className={styles.hint} id={`${fieldId(FORM, 'personalData')}-hint`}>
            {t('consoleAdmin.distribution.personalDataHint')}
          </p>
          {(['storesPersonalData', 'hasPDReportingApiImplemented'] as const).map((name) => {
            const problem = problemFor(problems, name);
            const id = fieldId(FORM, name);
            return (
              <div key={name}>
                {problem !== undefined && (
                  <p id={`${id}-error`} className={styles.error}>
                    {problem.message}
                  </p>
                )}
                <label className={styles.choice}>
                  <input
                    id={id}
                    type="checkbox"
                    name={name}
                    value="on"
                    defaultChecked={values[name]}
                    disabled={disabled}
                    aria-describedby={[
                      problem === undefined ? '' : `${id}-error`,
                      `${fieldId(FORM, 'personalData')}-hint`,
                    ]
                      .join(' ')
                      .trim()}
                    aria-invalid={problem === undefined ? undefined : true}
                  />
                  <span>{t(`consoleAdmin.distribution.${name}`)}</span>
                </label>
              </div>
            );
          })}
        </fieldset>
        {canEdit && (
          <button type="submit" name="intent" value="save" className={buttons.button}>
            {t('consoleAdmin.distribution.save')}
          </button>
        )}
      </form>
    </>
  );
}
