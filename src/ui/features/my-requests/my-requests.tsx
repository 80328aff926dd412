import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { ExternalIcon } from '../../kit/icons/external-icon.tsx';
import { contentLinkMessages } from '../../kit/content-link/messages.ts';
import { useHydrated } from '../../kit/islands/use-hydrated.ts';
import { myRequestsMessages } from './messages.ts';
import styles from './my-requests.module.css';
import { myRequestsHref } from './requests-href.ts';

// The badge (fetching, counting, plural labels) is code only signed-in users with the feature
// need, and never part of the server HTML, so it loads on demand after hydration.
const LazyRequestsBadge = lazy(() =>
  import('./requests-badge.tsx').then((m) => ({ default: m.RequestsBadge })),
);

/** Props of {@link MyRequests}. */
export interface MyRequestsProps {
  /** The support portal (global links `footer.support.portal`). */
  portal: string;
  /** Extra attributes for the link, e.g. analytics marks. */
  linkProps?: Record<string, string>;
}

/**
 * The My Requests control (spec §2.3, §4): a link that opens the support portal's open requests in
 * a new tab, with a badge counting the user's requests (RequestsBadge, mounted once hydrated).
 * Shown instead of Support when the feature is on and the user has an avatar.
 */
export function MyRequests({ portal, linkProps }: MyRequestsProps) {
  const t = useT(myRequestsMessages);
  const tLayout = useT(contentLinkMessages);
  const hydrated = useHydrated();
  return (
    <a
      href={myRequestsHref(portal)}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.control}
      data-testid="my-requests"
      {...linkProps}
    >
      {t('myRequests.label')}
      <ExternalIcon />
      <span className="visually-hidden"> {tLayout('layout.opensInNewTab')}</span>
      {hydrated && (
        <Suspense fallback={null}>
          <LazyRequestsBadge />
        </Suspense>
      )}
    </a>
  );
}
