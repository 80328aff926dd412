import type { FieldProblem } from '../../../core/console/index.ts';
import type { Member, MemberRole } from '../../../schemas/console.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { ConsoleTabHeading, CsrfField, Field, FormErrors, Notice, problemFor } from '../console/index.ts';
import { formatInstant } from './format-instant.ts';
import { consoleAdminMessages } from './messages.ts';
import styles from './console-admin.module.css';
import { consoleButtons as buttons } from '../console/index.ts';

const FORM = 'members';
const ROLES = ['admin', 'viewer'] as const satisfies readonly MemberRole[];
const ROLE_ID = {
  admin: 'consoleAdmin.members.roleAdmin',
  viewer: 'consoleAdmin.members.roleViewer',
} as const;

/** Props of {@link MembersPanel}. */
export interface MembersProps {
  /** Only the owner adds, changes and removes members. */
  canManage: boolean;
  owner: { email: string };
  members: readonly Member[];
  /** The add form's values (what a refused post typed). */
  values: { email: string; role: string };
  problems: readonly FieldProblem[];
  /** The form that was refused: 'add', 'role' or 'remove'. */
  refusedIntent: string | undefined;
  quota: number;
  /** Where the page's forms post: the page itself. */
  action: string;
  csrfToken: string;
  /** The post that just went through, if any. */
  done: string | undefined;
}

const NOTICE = {
  add: 'consoleAdmin.members.addedNotice',
  role: 'consoleAdmin.members.roleNotice',
  remove: 'consoleAdmin.members.removedNotice',
} as const;

function MemberCard({
  member,
  canManage,
  action,
  csrfToken,
}: {
  member: Member;
  canManage: boolean;
  action: string;
  csrfToken: string;
}) {
  const t = useT(consoleAdminMessages);
  const locale = useLocale();
  const roleId = `members-role-${member.accountId}`;
  return (
    <li className={styles.card} data-testid="member" data-email={member.email}>
      <h3 className={styles.cardTitle}>{member.email}</h3>
      <dl className={styles.details}>
        <dt>{t('consoleAdmin.members.role')}</dt>
        <dd data-testid="member-role">{t(ROLE_ID[member.role])}</dd>
        <dt>{t('consoleAdmin.members.added')}</dt>
        <dd>
          <time dateTime={member.addedAt}>{formatInstant(member.addedAt, locale)}</time>
        </dd>
      </dl>
      {canManage && (
        <div className={styles.actions}>
          <form method="post" action={action} className={styles.inlineForm}>
            <CsrfField token={csrfToken} />
            <input type="hidden" name="accountId" value={member.accountId} />
            <label htmlFor={roleId} className={styles.hint}>
              {t('consoleAdmin.members.changeRole', { email: member.email })}
            </label>
            <select id={roleId} name="role" className={styles.select} defaultValue={member.role}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(ROLE_ID[role])}
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="role" className={buttons.secondaryButton}>
              {t('consoleAdmin.members.saveRole', { email: member.email })}
            </button>
          </form>
          <form method="post" action={action} className={styles.inlineForm}>
            <CsrfField token={csrfToken} />
            <input type="hidden" name="accountId" value={member.accountId} />
            <button type="submit" name="intent" value="remove" className={buttons.dangerButton}>
              {t('consoleAdmin.members.remove', { email: member.email })}
            </button>
          </form>
        </div>
      )}
    </li>
  );
}

/**
 * The members page: the owner and the members with their roles; for the owner, a form that adds
 * a developer by the address of their portal account as admin or viewer, and per member a role
 * change and removal. Everyone else with a role only sees the list.
 */
export function MembersPanel(props: MembersProps) {
  const t = useT(consoleAdminMessages);
  const { canManage, problems } = props;
  const adding = props.refusedIntent === 'add';
  const done = props.done as keyof typeof NOTICE | undefined;
  return (
    <>
      <ConsoleTabHeading>{t('consoleAdmin.members.heading')}</ConsoleTabHeading>
      <p className={styles.intro}>{t('consoleAdmin.members.intro')}</p>
      {done !== undefined && done in NOTICE && <Notice testId="members-done">{t(NOTICE[done])}</Notice>}
      {!canManage && <p className={styles.note}>{t('consoleAdmin.readOnly')}</p>}
      {!adding && <FormErrors form={FORM} problems={problems} />}
      <ul className={styles.list} aria-label={t('consoleAdmin.members.caption')} data-testid="members">
        <li className={styles.card} data-testid="member-owner">
          <h3 className={styles.cardTitle}>{props.owner.email}</h3>
          <dl className={styles.details}>
            <dt>{t('consoleAdmin.members.role')}</dt>
            <dd>{t('consoleAdmin.members.owner')}</dd>
          </dl>
        </li>
        {props.members.map((member) => (
          <MemberCard
            key={member.accountId}
            member={member}
            canManage={canManage}
            action={props.action}
            csrfToken={props.csrfToken}
          />
        ))}
      </ul>
      {canManage && (
        <section className={styles.section} aria-labelledby="members-add-heading">
          <h3 id="members-add-heading" className={styles.sectionHeading}>
            {t('consoleAdmin.members.addHeading')}
          </h3>
          <p className={styles.hint}>{t('consoleAdmin.members.quota', { max: props.quota })}</p>
          {adding && <FormErrors form={FORM} problems={problems} />}
          <form
            method="post"
            action={props.action}
            className={styles.form}
            noValidate
            data-testid="members-add"
          >
            <CsrfField token={props.csrfToken} />
            <Field
              form={FORM}
              name="email"
              label={t('consoleAdmin.members.email')}
              hint={t('consoleAdmin.members.emailHint')}
              required
              problem={adding ? problemFor(problems, 'email') : undefined}
            >
              {(aria) => (
                <input
                  {...aria}
                  className={styles.input}
                  type="email"
                  defaultValue={props.values.email}
                  autoComplete="off"
                />
              )}
            </Field>
            <Field
              form={FORM}
              name="role"
              label={t('consoleAdmin.members.role')}
              required
              problem={adding ? problemFor(problems, 'role') : undefined}
            >
              {(aria) => (
                <select {...aria} className={styles.select} defaultValue={props.values.role}>
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(ROLE_ID[role])}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button type="submit" name="intent" value="add" className={buttons.button}>
              {t('consoleAdmin.members.add')}
            </button>
          </form>
        </section>
      )}
    </>
  );
}
