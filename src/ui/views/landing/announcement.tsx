import { sendUIEvent } from '../../kit/analytics/send-event.ts';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import styles from './announcement.module.css';
import type { AnnouncementView } from './landing-view.ts';

/** Props of {@link Announcement}. */
export interface AnnouncementProps {
  group: AnnouncementView;
  /** Sent as the event's contentSetTitle: the developer guide's title. */
  contentSetTitle: string;
  developerHost: string;
}

/**
 * An announcement group: its text with the one link in place of `{link}`. Clicking the link sends
 * the content-set announcement UI event. Rendered inside the LandingSections island.
 */
export function Announcement({ group, contentSetTitle, developerHost }: AnnouncementProps) {
  const { link } = group;
  const onClick = () =>
    sendUIEvent({
      eventType: 'ui',
      action: 'clicked',
      actionSubject: 'link',
      actionSubjectId: 'contentSetAnnouncementLink',
      attributes: { href: link.href, title: link.title, contentSetTitle },
    });
  return (
    <p className={styles.announcement} data-testid="announcement">
      {group.before}
      <ContentLink
        href={link.href}
        developerHost={developerHost}
        onClick={onClick}
        data-testid="announcement-link"
      >
        {link.title}
      </ContentLink>
      {group.after}
    </p>
  );
}
