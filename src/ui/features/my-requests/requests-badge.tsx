import { useT } from '../../i18n/i18n-context.tsx';
import { myRequestsMessages } from './messages.ts';
import styles from './my-requests.module.css';
import { BADGE_MAX, badgeText } from './requests.ts';
import { useRequestCount, type RequestCountState } from './use-request-count.ts';

/**
 * The My Requests count badge (spec §2.3, §4): fetches the user's request count when it mounts and
 * shows it, at most '9+'. Loading is exposed as `data-status` ('loading', then 'done' whatever
 * the outcome); while loading and after a failure no badge shows. Loaded on demand by MyRequests.
 */
export function RequestsBadge() {
  return <RequestsBadgeView state={useRequestCount()} />;
}

/** {@link RequestsBadge} for a given fetch state (rendered by it; separate for tests). */
export function RequestsBadgeView({ state }: { state: RequestCountState }) {
  const t = useT(myRequestsMessages);
  const { status, count } = state;
  const badge = badgeText(count);
  const countLabel =
    count !== undefined && count > BADGE_MAX
      ? t('myRequests.countOver', { max: BADGE_MAX })
      : t('myRequests.count', { count: count ?? 0 });
  return (
    <span
      className={styles.status}
      aria-busy={status === 'loading'}
      data-status={status}
      data-testid="my-requests-status"
    >
      {badge !== undefined && (
        <span className={styles.badge} data-testid="my-requests-badge">
          <span aria-hidden="true">{badge}</span>
          <span className="visually-hidden">{countLabel}</span>
        </span>
      )}
    </span>
  );
}
