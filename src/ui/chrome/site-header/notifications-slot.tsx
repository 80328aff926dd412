import type { ReactNode } from 'react';
import type { HeaderSlotLink } from '../../../schemas/header-slots.ts';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import styles from './header-slots.module.css';
import { BellIcon } from '../../kit/icons/svg-icons.tsx';

/** Props of {@link NotificationsSlot}. */
export interface NotificationsSlotProps {
  /** The site's notifications entry (site.yaml header.notifications), if any. */
  entry?: HeaderSlotLink | undefined;
  developerHost: string;
  /** What the slot shows besides: the Support button, or My Requests (spec §2.3). */
  children: ReactNode;
}

/**
 * The header's notifications slot (spec §2.3): the site's notifications entry, an icon link named
 * by its title, then Support (when the my-requests feature is off) or My Requests.
 */
export function NotificationsSlot({ entry, developerHost, children }: NotificationsSlotProps) {
  return (
    <div className={styles.slot} data-slot="notifications">
      {entry !== undefined && (
        <ContentLink
          href={entry.url}
          developerHost={developerHost}
          className={styles.iconButton}
          title={entry.title}
          data-testid="notifications-entry"
        >
          <BellIcon size={20} />
          <span className="visually-hidden">{entry.title}</span>
        </ContentLink>
      )}
      {children}
    </div>
  );
}
