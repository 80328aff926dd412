import { CHANGELOG_TYPES } from '../../../schemas/changelog.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { ChangelogFilterState } from './changelog-page-types.ts';
import { changelogMessages } from './messages.ts';
import styles from './changelog-page.module.css';

function Select(props: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  const id = `changelog-filter-${props.name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue={props.value ?? ''} data-testid={id}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The universal changelog's filters as one GET form: every view is a URL to share, and it works
 * without JavaScript. Submitting starts again at page 1.
 */
export function ChangelogFilterForm({ filters, action }: { filters: ChangelogFilterState; action: string }) {
  const t = useT(changelogMessages);
  return (
    <form method="get" action={action} className={styles.form} data-testid="changelog-filters">
      <fieldset className={styles.filters}>
        <legend>{t('changelog.filters')}</legend>
        <Select
          name="product"
          label={t('changelog.product')}
          value={filters.product}
          options={[{ value: '', label: t('changelog.allProducts') }, ...filters.products]}
        />
        <Select
          name="apiGroup"
          label={t('changelog.apiGroup')}
          value={filters.apiGroup}
          options={[
            { value: '', label: t('changelog.allApiGroups') },
            ...filters.apiGroups.map((group) => ({ value: group, label: group })),
          ]}
        />
        <Select
          name="type"
          label={t('changelog.type')}
          value={filters.type}
          options={[
            { value: '', label: t('changelog.allTypes') },
            ...CHANGELOG_TYPES.map((type) => ({ value: type, label: t(`changelog.type.${type}`) })),
          ]}
        />
        <Select
          name="breaking"
          label={t('changelog.breakingFilter')}
          value={filters.breaking}
          options={[
            { value: '', label: t('changelog.breakingAny') },
            { value: 'yes', label: t('changelog.breakingOnly') },
            { value: 'no', label: t('changelog.breakingNone') },
          ]}
        />
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          {t('changelog.apply')}
        </button>
        <a href={action}>{t('changelog.clear')}</a>
      </div>
    </form>
  );
}
