import type { Deployment, DeploymentStatus, EnvironmentType } from '../../../schemas/console.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { ConsoleTabHeading } from '../console/index.ts';
import { formatInstant } from './format-instant.ts';
import { consoleAdminMessages } from './messages.ts';
import styles from './console-admin.module.css';

/** One environment: its last deployment, and the few before it (newest first, the last included). */
export interface EnvironmentRow {
  type: EnvironmentType;
  last: Deployment | undefined;
  recent: Deployment[];
}

/** Props of {@link EnvironmentsPanel}. */
export interface EnvironmentsProps {
  environments: EnvironmentRow[];
  /** curl commands with the app's client id and `$CLIENT_SECRET`, never the secret itself. */
  recordCommand: string;
  listCommand: string;
}

const STATUS_ID = {
  DONE: 'consoleAdmin.deployment.done',
  FAILED: 'consoleAdmin.deployment.failed',
  IN_PROGRESS: 'consoleAdmin.deployment.inProgress',
} as const satisfies Record<DeploymentStatus, keyof typeof consoleAdminMessages>;

function DeploymentLine({ deployment }: { deployment: Deployment }) {
  const t = useT(consoleAdminMessages);
  const locale = useLocale();
  const time = deployment.finishedAt ?? deployment.startedAt;
  return (
    <>
      <span className={styles.status} data-status={deployment.status}>
        {t(STATUS_ID[deployment.status])}
      </span>
      {deployment.version !== undefined && (
        <>
          {' · '}
          <span className={styles.mono}>{deployment.version}</span>
        </>
      )}
      {' · '}
      <time dateTime={time}>{formatInstant(time, locale)}</time>
    </>
  );
}

/**
 * The environments page of a Forge app: DEVELOPMENT, STAGING and PRODUCTION with the status and
 * time of the last deployment and the ones before, then how a CLI or CI reports deployments.
 */
export function EnvironmentsPanel({ environments, recordCommand, listCommand }: EnvironmentsProps) {
  const t = useT(consoleAdminMessages);
  const locale = useLocale();
  return (
    <>
      <ConsoleTabHeading>{t('consoleAdmin.environments.heading')}</ConsoleTabHeading>
      <p className={styles.intro}>{t('consoleAdmin.environments.intro')}</p>
      <ul className={styles.list} aria-label={t('consoleAdmin.environments.caption')}>
        {environments.map((environment) => (
          <li key={environment.type} className={styles.card} data-testid={`environment-${environment.type}`}>
            <h3 className={styles.cardTitle}>{t(`consoleAdmin.env.${environment.type}`)}</h3>
            <dl className={styles.details}>
              <dt>{t('consoleAdmin.environments.lastDeployment')}</dt>
              <dd data-testid={`last-deployment-${environment.type}`}>
                {environment.last === undefined ? (
                  t('consoleAdmin.environments.never')
                ) : (
                  <DeploymentLine deployment={environment.last} />
                )}
              </dd>
            </dl>
            {environment.recent.length > 1 && (
              <>
                <h4 className={styles.hint}>
                  {t('consoleAdmin.environments.recentHeading', {
                    environment: t(`consoleAdmin.env.${environment.type}`),
                  })}
                </h4>
                <ol className={styles.checklist}>
                  {environment.recent.slice(1).map((deployment) => (
                    <li key={deployment.id}>
                      <DeploymentLine deployment={deployment} />
                    </li>
                  ))}
                </ol>
              </>
            )}
            {environment.last?.status === 'IN_PROGRESS' && environment.last.finishedAt === undefined && (
              <p className={styles.hint}>
                {t('consoleAdmin.environments.inProgress', {
                  time: formatInstant(environment.last.startedAt, locale),
                })}
              </p>
            )}
          </li>
        ))}
      </ul>
      <section className={styles.section} aria-labelledby="deployments-api-heading">
        <h3 id="deployments-api-heading" className={styles.sectionHeading}>
          {t('consoleAdmin.environments.apiHeading')}
        </h3>
        <p>{t('consoleAdmin.environments.apiIntro')}</p>
        <p>{t('consoleAdmin.environments.apiRecord')}</p>
        <pre className={styles.code} data-testid="record-command">
          <code>{recordCommand}</code>
        </pre>
        <p>{t('consoleAdmin.environments.apiList')}</p>
        <pre className={styles.code} data-testid="list-command">
          <code>{listCommand}</code>
        </pre>
        <p className={styles.hint}>{t('consoleAdmin.environments.apiFields')}</p>
      </section>
    </>
  );
}
