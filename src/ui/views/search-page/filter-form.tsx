import { useT } from '../../i18n/i18n-context.tsx';
import { searchPageMessages } from './messages.ts';
import type { SearchPageParams } from './search-page-params.ts';
import type { ProductOption } from './search-page-types.ts';
import styles from './search-page.module.css';

function Select(props: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className={styles.field}>
      <span>{props.label}</span>
      <select name={props.name} defaultValue={props.value ?? ''} data-testid={`search-filter-${props.name}`}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const choices = (all: string, values: readonly [string, string][]) => [
  { value: '', label: all },
  ...values.map(([value, label]) => ({ value, label })),
];

/**
 * The query and its facet filters as one GET form: every state is a URL (spec §2.1) and it works
 * without JavaScript. Submitting starts again at page 1.
 */
export function FilterForm({
  params,
  products,
  languages = [],
}: {
  params: SearchPageParams;
  products: readonly ProductOption[];
  /** The site's content languages by name (decision 0042); none without content locales. */
  languages?: readonly { value: string; label: string }[];
}) {
  const t = useT(searchPageMessages);
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
          options={choices(t('searchPage.allPlatforms'), [
            ['cloud', t('searchPage.platform.cloud')],
            ['server', t('searchPage.platform.server')],
            ['platform', t('searchPage.platform.platform')],
          ])}
        />
        <Select
          name="product"
          label={t('searchPage.product')}
          value={params.product}
          options={choices(
            t('searchPage.allProducts'),
            products.map((product) => [product.name, product.title]),
          )}
        />
        <Select
          name="type"
          label={t('searchPage.type')}
          value={params.type}
          options={choices(t('searchPage.allTypes'), [
            ['guide', t('searchPage.type.guide')],
            ['rest', t('searchPage.type.rest')],
            ['changelog', t('searchPage.type.changelog')],
            ['blog', t('searchPage.type.blog')],
          ])}
        />
        <Select
          name="access"
          label={t('searchPage.access')}
          value={params.access}
          options={choices(t('searchPage.allAccess'), [
            ['public', t('searchPage.access.public')],
            ['internal', t('searchPage.access.internal')],
          ])}
        />
        {languages.length > 0 && (
          <Select
            name="lang"
            label={t('searchPage.language')}
            value={params.lang === 'all' ? '' : params.lang}
            options={choices(
              t('searchPage.allLanguages'),
              languages.map((language) => [language.value, language.label]),
            )}
          />
        )}
      </fieldset>
      <button type="submit" className={styles.submit}>
        {t('searchPage.submit')}
      </button>
    </form>
  );
}
