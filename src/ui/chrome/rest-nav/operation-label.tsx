import { Fragment } from 'react';
import type { RestNavFlag } from '../../../core/rest/index.ts';
import styles from './operation-label.module.css';

/** The text of each flag, in the caller's catalogue. */
export type RestFlagLabels = Readonly<Record<RestNavFlag, string>>;

/** Props of {@link OperationLabel}. */
export interface OperationLabelProps {
  /** Upper-case HTTP method. */
  method: string;
  label: string;
  flags: readonly RestNavFlag[];
  flagLabels: RestFlagLabels;
}

/** Badge colour family by method; anything else (HEAD, OPTIONS, TRACE) gets the neutral one. */
const METHOD_TONE: Readonly<Record<string, string>> = {
  GET: 'read',
  POST: 'write',
  PUT: 'write',
  PATCH: 'write',
  DELETE: 'delete',
};

/**
 * The inside of an operation's navigation link: method badge, label, then the flags as words
 * (Deprecated, Experimental, Preview), so no state is told by colour alone. Static markup, shared
 * by the side nav and the product header's drawer.
 */
export function OperationLabel({ method, label, flags, flagLabels }: OperationLabelProps) {
  return (
    <span className={styles.operation}>
      <span
        className={styles.method}
        data-tone={METHOD_TONE[method] ?? 'other'}
        data-testid="rest-nav-method"
      >
        {method}
      </span>
      <span className={styles.label}>
        {label}
        {flags.map((flag) => (
          // The space keeps the flag a separate word in the link's accessible name.
          <Fragment key={flag}>
            {' '}
            <span className={styles.flag} data-flag={flag}>
              {flagLabels[flag]}
            </span>
          </Fragment>
        ))}
      </span>
    </span>
  );
}
