import { IconUrlsProvider } from '../../kit/icons/icon-urls.tsx';
import { useEffect } from 'react';
import { sendScreenEvent } from '../../kit/analytics/send-event.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { Announcement } from './announcement.tsx';
import type { LandingSectionsProps } from './landing-data.ts';
import styles from './landing-sections.module.css';
import { TileGrid } from './tile-grid.tsx';

export type { LandingSectionsProps } from './landing-data.ts';

/**
 * ISLAND (recommended `client:load`: it sends the landing's screen event on mount and handles
 * announcement clicks). Props ({@link LandingSectionsProps}, built by `toLandingSectionsProps`):
 * `sections` (visible sections only), `contentSetTitle`, `screenName`, `developerHost`, `i18n` — all
 * plain data, embedded in the HTML as the page data the landing hydrates from (spec §2.1).
 *
 * Renders each section as a labelled region with an h2; a section whose only group is an
 * announcement keeps the h2 (heading order stays correct) but at the h3 size.
 */
export function LandingSections({
  sections,
  contentSetTitle,
  screenName,
  developerHost,
  i18n,
  icons,
}: LandingSectionsProps) {
  useEffect(() => {
    sendScreenEvent(screenName);
  }, [screenName]);

  return (
    <I18nProvider value={i18n}>
      <IconUrlsProvider urls={icons}>
        <div className={styles.sections}>
          {sections.map((section) => {
            const headingId = `landing-section-${section.id}`;
            return (
              <section
                key={section.id}
                className={styles.section}
                aria-labelledby={headingId}
                data-testid="landing-section"
                data-section-id={section.id}
                data-announcement-only={section.announcementOnly}
              >
                <h2
                  id={headingId}
                  className={section.announcementOnly ? styles.headingSmall : styles.heading}
                >
                  {section.title}
                </h2>
                {section.groups.map((group, index) =>
                  group.kind === 'announcement' ? (
                    <Announcement
                      key={index}
                      group={group}
                      contentSetTitle={contentSetTitle}
                      developerHost={developerHost}
                    />
                  ) : (
                    <TileGrid key={index} group={group} headingLevel={3} developerHost={developerHost} />
                  ),
                )}
              </section>
            );
          })}
        </div>
      </IconUrlsProvider>
    </I18nProvider>
  );
}
