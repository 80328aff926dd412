import { useT } from '../../i18n/i18n-context.tsx';
import {
  FEEDBACK_KINDS,
  FORWARD_STATES,
  type ProductChoice,
} from '../../../core/feedback/feedback-report-types.ts';
import { feedbackReportMessages } from './messages.ts';
import { FEEDBACK_REPORT_PATH, type ReportParamName } from '../../../core/feedback/report-params.ts';
import styles from './feedback-report.module.css';

/** Props of {@link ReportFilterForm}. */
export interface ReportFilterFormProps {
  /** The URL's values as given (also when refused), so the reader can correct them. */
  values: Readonly<Partial<Record<ReportParamName, string>>>;
  products: readonly ProductChoice[];
  /** The CSV export of the current filters; absent while they are invalid. */
  exportHref: string | undefined;
}

/**
 * The filters as one GET form: every state is a shareable URL and it works without JavaScript.
 * Submitting starts again at the first page of entries.
 */
export function ReportFilterForm({ values, products, exportHref }: ReportFilterFormProps) {
  const t = useT(feedbackReportMessages);
  return (
    <form
      method="get"
      action={FEEDBACK_REPORT_PATH}
      className={styles.form}
      data-testid="feedback-report-form"
    >
      <fieldset className={styles.filters}>
        <legend>{t('feedbackReport.filters')}</legend>
        <label className={styles.field}>
          <span>{t('feedbackReport.product')}</span>
          <select name="product" defaultValue={values.product ?? ''} data-testid="feedback-filter-product">
            <option value="">{t('feedbackReport.allProducts')}</option>
            {products.map((product) => (
              <option key={product.name} value={product.name}>
                {product.title}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('feedbackReport.from')}</span>
          <input
            type="date"
            name="from"
            defaultValue={values.from ?? ''}
            data-testid="feedback-filter-from"
          />
        </label>
        <label className={styles.field}>
          <span>{t('feedbackReport.to')}</span>
          <input type="date" name="to" defaultValue={values.to ?? ''} data-testid="feedback-filter-to" />
        </label>
        <label className={styles.field}>
          <span>{t('feedbackReport.type')}</span>
          <select name="type" defaultValue={values.type ?? ''} data-testid="feedback-filter-type">
            <option value="">{t('feedbackReport.allTypes')}</option>
            {FEEDBACK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`feedbackReport.type.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('feedbackReport.status')}</span>
          <select name="status" defaultValue={values.status ?? ''} data-testid="feedback-filter-status">
            <option value="">{t('feedbackReport.allStatuses')}</option>
            {FORWARD_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`feedbackReport.status.${state}`)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} data-testid="feedback-filter-apply">
          {t('feedbackReport.apply')}
        </button>
        <a href={FEEDBACK_REPORT_PATH} className={styles.secondary}>
          {t('feedbackReport.clear')}
        </a>
        {exportHref !== undefined && (
          <a href={exportHref} className={styles.secondary} download data-testid="feedback-export">
            {t('feedbackReport.export')}
          </a>
        )}
      </div>
    </form>
  );
}
