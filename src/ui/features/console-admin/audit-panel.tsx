import type { AuditAction } from '../../../schemas/console.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { ConsoleTabHeading } from '../console/index.ts';
import { formatInstant } from './format-instant.ts';
import { consoleAdminMessages } from './messages.ts';
import styles from './console-admin.module.css';

/** One entry: who (a developer's address, or the app itself), what, when, and the details. */
export interface AuditRow {
  id: string;
  at: string;
  action: AuditAction;
  actor: { kind: 'developer'; label: string } | { kind: 'app'; clientId: string };
  details: readonly (readonly [string, string])[];
}

/** Props of {@link AuditPanel}. */
export interface AuditProps {
  rows: readonly AuditRow[];
  page: number;
  pages: number;
  /** The asked page did not exist: the first is shown instead, with a note. */
  badPage: boolean;
  newerHref: string | undefined;
  olderHref: string | undefined;
}

/** The message of each audit action (message ids are camel case, actions are not). */
const ACTION_ID = {
  'app.created': 'consoleAdmin.audit.action.appCreated',
  'app.updated': 'consoleAdmin.audit.action.appUpdated',
  'app.deleted': 'consoleAdmin.audit.action.appDeleted',
  'credentials.rotated': 'consoleAdmin.audit.action.credentialsRotated',
  'callback-url.added': 'consoleAdmin.audit.action.callbackUrlAdded',
  'callback-url.removed': 'consoleAdmin.audit.action.callbackUrlRemoved',
  'api.added': 'consoleAdmin.audit.action.apiAdded',
  'api.removed': 'consoleAdmin.audit.action.apiRemoved',
  'distribution.changed': 'consoleAdmin.audit.action.distributionChanged',
  'member.added': 'consoleAdmin.audit.action.memberAdded',
  'member.removed': 'consoleAdmin.audit.action.memberRemoved',
  'member.role-changed': 'consoleAdmin.audit.action.memberRoleChanged',
  'outbound-auth.added': 'consoleAdmin.audit.action.outboundAuthAdded',
  'outbound-auth.updated': 'consoleAdmin.audit.action.outboundAuthUpdated',
  'outbound-auth.removed': 'consoleAdmin.audit.action.outboundAuthRemoved',
  'deployment.recorded': 'consoleAdmin.audit.action.deploymentRecorded',
} as const satisfies Record<AuditAction, keyof typeof consoleAdminMessages>;

/**
 * The audit log page: who changed what and when, newest first, a page at a time, with links to
 * newer and older changes. The details are the names and ids the change recorded, never a secret.
 */
export function AuditPanel(props: AuditProps) {
  const t = useT(consoleAdminMessages);
  const locale = useLocale();
  return (
    <>
      <ConsoleTabHeading>{t('consoleAdmin.audit.heading')}</ConsoleTabHeading>
      <p className={styles.intro}>{t('consoleAdmin.audit.intro')}</p>
      {props.badPage && <p className={styles.note}>{t('consoleAdmin.audit.badPage')}</p>}
      {props.rows.length === 0 ? (
        <p>{t('consoleAdmin.audit.none')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('consoleAdmin.audit.caption')} data-testid="audit-log">
          {props.rows.map((row) => (
            <li key={row.id} className={styles.card} data-testid="audit-entry" data-action={row.action}>
              <h3 className={styles.cardTitle}>{t(ACTION_ID[row.action])}</h3>
              <dl className={styles.details}>
                <dt>{t('consoleAdmin.audit.who')}</dt>
                <dd data-testid="audit-actor">
                  {row.actor.kind === 'app'
                    ? t('consoleAdmin.audit.appActor', { clientId: row.actor.clientId })
                    : row.actor.label}
                </dd>
                <dt>{t('consoleAdmin.audit.when')}</dt>
                <dd>
                  <time dateTime={row.at}>{formatInstant(row.at, locale)}</time>
                </dd>
                {row.details.length > 0 && (
                  <>
                    <dt>{t('consoleAdmin.audit.details')}</dt>
                    <dd>
                      <ul className={styles.checklist}>
                        {row.details.map(([key, value]) => (
                          <li key={key}>
                            <span className={styles.mono}>{key}</span>:{' '}
                            <span className={styles.mono}>{value}</span>
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ol>
      )}
      {props.pages > 1 && (
        <nav className={styles.pagination} aria-label={t('consoleAdmin.audit.pages')}>
          {props.newerHref !== undefined && (
            <a className={styles.link} href={props.newerHref} rel="prev">
              {t('consoleAdmin.audit.newer')}
            </a>
          )}
          <span aria-current="page">
            {t('consoleAdmin.audit.pageOf', { page: props.page, pages: props.pages })}
          </span>
          {props.olderHref !== undefined && (
            <a className={styles.link} href={props.olderHref} rel="next">
              {t('consoleAdmin.audit.older')}
            </a>
          )}
        </nav>
      )}
    </>
  );
}
