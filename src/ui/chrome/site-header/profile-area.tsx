import { Suspense } from 'react';
import type { Account } from '../../../schemas/account.ts';
import { Avatar } from '../../kit/avatar/avatar.tsx';
import { tracked } from '../drawers/track.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { isSignedIn } from '../../../core/sessions/signed-in.ts';
import { signInHref } from './header-links.ts';
import { LazyProfileDrawer } from './lazy-parts.ts';
import { siteHeaderMessages } from './messages.ts';
import styles from './site-header.module.css';

/** Props of {@link ProfileArea}. */
export interface ProfileAreaProps {
  account: Account | undefined;
  /** Path, query and hash of the page (the sign-in returnTo). */
  currentUrl: string;
  /** Whether the profile drawer is open. */
  open: boolean;
  interactive: boolean;
  panelId: string;
  /** The avatar button was pressed: the header opens the drawer, or the mobile profile menu. */
  onPress: () => void;
  onIntent: () => void;
  regionRef: (element: HTMLElement | null) => void;
  triggerRef: (element: HTMLButtonElement | null) => void;
  /** The mounted trigger, which the drawer hangs below. */
  anchor: () => HTMLElement | undefined;
}

/**
 * The header's profile area (spec §2.3, §6). Signed out: 'Sign in', linking to the login page
 * with the current path, query and hash as returnTo. Signed in: a button with the avatar (only
 * when there is an avatarUrl) and the screen name, which opens the 264px profile drawer.
 */
export function ProfileArea({
  account,
  currentUrl,
  open,
  interactive,
  panelId,
  onPress,
  onIntent,
  regionRef,
  triggerRef,
  anchor,
}: ProfileAreaProps) {
  const t = useT(siteHeaderMessages);
  if (!isSignedIn(account)) {
    return (
      <a
        href={signInHref(currentUrl)}
        className={styles.signIn}
        data-testid="sign-in-link"
        {...tracked('button', 'signIn')}
      >
        {t('siteHeader.signIn')}
      </a>
    );
  }
  const hasAvatar = account.avatarUrl !== undefined;
  return (
    <div ref={regionRef} className={styles.profile}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.profileTrigger}
        aria-label={t('siteHeader.profile', { screenName: account.screenName })}
        aria-expanded={interactive ? open : undefined}
        aria-controls={open ? panelId : undefined}
        onClick={onPress}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        data-testid="profile-trigger"
        {...tracked('avatar', 'profileAvatar', account.screenName)}
      >
        {hasAvatar && <Avatar src={account.avatarUrl} size={32} />}
        <span className={styles.screenName} data-with-avatar={hasAvatar}>
          {account.screenName}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <LazyProfileDrawer
            id={panelId}
            email={account.email}
            avatarUrl={account.avatarUrl}
            anchor={anchor}
          />
        </Suspense>
      )}
    </div>
  );
}
