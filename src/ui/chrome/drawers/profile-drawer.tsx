import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { trackNavigationClick } from '../analytics/navigation-events.ts';
import { Avatar } from '../../kit/avatar/avatar.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import styles from './drawers.module.css';
import { drawersMessages } from './messages.ts';
import { PROFILE_DRAWER_WIDTH as width, profileDrawerLeft } from './profile-position.ts';
import { PROFILE_ROUTES } from './profile-routes.ts';
import { tracked } from './track.ts';

/** Props of {@link ProfileDrawer}. */
export interface ProfileDrawerProps {
  id: string;
  email: string;
  /** The account's avatar, shown beside the email when present. */
  avatarUrl?: string | undefined;
  /** The trigger the drawer hangs below (read when placing it). */
  anchor: () => HTMLElement | undefined;
}

/**
 * The signed-in profile drawer (spec §2.3, §4): 264px wide, showing the avatar (when there is
 * one) and email, the reader's profile page, Developer Console and Logout; its width comes from the constant the §9 shift maths use. It reports a click event
 * when it mounts, and sits below its trigger shifted left per spec §9 (profileDrawerLeft),
 * recomputed on window resize. Closing on a press outside is the header's drawer logic.
 */
export function ProfileDrawer({ id, email, avatarUrl, anchor }: ProfileDrawerProps) {
  const t = useT(drawersMessages);
  const ref = useRef<HTMLDivElement>(null);
  const [left, setLeft] = useState<number | undefined>(undefined);

  useLayoutEffect(() => {
    const place = () => {
      const trigger = anchor();
      if (trigger === undefined) return;
      const parentLeft = ref.current?.offsetParent?.getBoundingClientRect().left ?? 0;
      const viewport = { width: window.innerWidth, client: document.documentElement.clientWidth };
      setLeft(
        profileDrawerLeft(trigger.getBoundingClientRect().left, viewport.width, viewport.client) - parentLeft,
      );
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [anchor]);

  useEffect(() => {
    trackNavigationClick('drawer', { actionSubjectId: 'userProfileDrawer', title: t('drawers.profile') });
    // Once per opening: the spec counts the drawer's mount as the click.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={ref}
      id={id}
      className={styles.profileDrawer}
      style={left === undefined ? { visibility: 'hidden', width } : { left, width }}
      role="group"
      aria-label={t('drawers.profile')}
      data-testid="profile-drawer"
    >
      {avatarUrl === undefined ? (
        <p className={styles.email} data-testid="profile-email">
          {email}
        </p>
      ) : (
        <div className={styles.identity}>
          <Avatar src={avatarUrl} size={32} />
          <p className={styles.email} data-testid="profile-email">
            {email}
          </p>
        </div>
      )}
      <ul className={styles.profileLinks}>
        <li>
          <a href={PROFILE_ROUTES.profile} {...tracked('link', 'profileDrawerProfile')}>
            {t('drawers.yourProfile')}
          </a>
        </li>
        <li>
          <a href={PROFILE_ROUTES.developerConsole} {...tracked('link', 'profileDrawerConsole')}>
            {t('drawers.developerConsole')}
          </a>
        </li>
        <li>
          <a href={PROFILE_ROUTES.logout} {...tracked('link', 'profileDrawerLogout')}>
            {t('drawers.logout')}
          </a>
        </li>
      </ul>
    </div>
  );
}
