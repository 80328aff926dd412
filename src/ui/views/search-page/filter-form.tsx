import { useT } from '../../i18n/i18n-context.tsx';
import type { FilterChoices } from './filter-choices.ts';
import { searchPageMessages } from './messages.ts';
import type { SearchPageParams } from './search-page-params.ts';
import type { ProductOption } from './search-page-types.ts';
import styles from './search-page.module.css';

interface Choice {
  value: string;
  label: string;
}

function Select(props: {
  name: string;
  label: string;
  value: string | undefined;
  all: string;
  options: readonly Choice[];
  /** Options shown under an optgroup label, after the plain options. */
  group?: { label: string; options: readonly Choice[] } | undefined;
}) {
  const option = ({ value, label }: Choice) => (
    <option key={value} value={value}>
      {label}
    </option>
  );
  return (
    <label className={styles.field}>
      <span>{props.label}</span>
      <select name={props.name} defaultValue={props.value ?? ''} data-testid={`search-filter-${props.name}`}>
        <option value="">{props.all}</option>
        {props.group !== undefined && props.group.options.length > 0 && (
          <optgroup label={props.group.label}>{props.group.options.map(option)}</optgroup>
        )}
        {props.options.map(option)}
      </select>
    </label>
  );
}

const DEVELOPER_TYPES = new Set(['guide', 'rest']);

/**
 * The query and its facet filters as one GET form: every state is a URL (spec §2.1) and it works
 * without JavaScript. Submitting starts again at page 1. Each select offers only the values that
 * can return results for this reader (`choices`); the access select only when some results are
 * not public, as 'public' would otherwise change nothing.
 */
export function FilterForm({
  params,
  products,
  choices,
  languages = [],
}: {
  params: SearchPageParams;
  /** The products to offer, already narrowed to those with results. */
  products: readonly ProductOption[];
  choices: FilterChoices;
  /** The site's content languages by name (decision 0042); none without content locales. */
  languages?: readonly Choice[];
}) {
  const t = useT(searchPageMessages);
  const types = choices.types.map((value) => ({ value, label: t(`searchPage.type.${value}`) }));
  return (
    <form method="get" action="/search/" role="search" className={styles.form} data-testid="search-page-form">
      <label className={styles.query}>
        <span>{t('searchPage.queryLabel')}</span>
        <input type="search" name="q" defaultValue={params.q} data-testid="search-page-input" />
      </label>
      <fieldset className={styles.filters}>
        <legend>{t('searchPage.filters')}</legend>
        <Select
          name="platform"
          label={t('searchPage.platform')}
          value={params.platform}
          all={t('searchPage.allPlatforms')}
          options={choices.platforms.map((value) => ({ value, label: t(`searchPage.platform.${value}`) }))}
        />
        <Select
          name="product"
          label={t('searchPage.product')}
          value={params.product}
          all={t('searchPage.allProducts')}
          options={products.map((product) => ({ value: product.name, label: product.title }))}
        />
        <Select
          name="type"
          label={t('searchPage.type')}
          value={params.type}
          all={t('searchPage.allTypes')}
          group={{
            label: t('searchPage.type.developer'),
            options: types.filter((type) => DEVELOPER_TYPES.has(type.value)),
          }}
          options={types.filter((type) => !DEVELOPER_TYPES.has(type.value))}
        />
        {choices.internal && (
          <Select
            name="access"
            label={t('searchPage.access')}
            value={params.access}
            all={t('searchPage.allAccess')}
            options={[
              { value: 'public', label: t('searchPage.access.public') },
              { value: 'internal', label: t('searchPage.access.internal') },
            ]}
          />
        )}
        {languages.length > 0 && (
          <Select
            name="lang"
            label={t('searchPage.language')}
            value={params.lang === 'all' ? '' : params.lang}
            all={t('searchPage.allLanguages')}
            options={languages}
          />
        )}
      </fieldset>
      <button type="submit" className={styles.submit}>
        {t('searchPage.submit')}
      </button>
    </form>
  );
}
