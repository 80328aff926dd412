import type { GlobalLink, GlobalLinks } from '../../schemas/global-links.ts';
import { ContentLink } from '../layout/content-link.tsx';
import styles from './link-directory.module.css';
import { linkDirectoryMessage as m } from './messages.ts';

/** Props of {@link ResourcesDirectory}. */
export interface ResourcesDirectoryProps {
  resources: GlobalLinks['resourcesV2'];
  /** Global secondary links, already filtered by featureKey for this visitor. */
  secondaryLinks: readonly GlobalLink[];
  vendorName: string;
  developerHost: string;
}

/**
 * The /resources/ page: what the resources drawer shows (spec §2.5) — the primary items, the
 * secondary groups, the global secondary links and the social links — so the header's Resources
 * link works without JavaScript.
 */
export function ResourcesDirectory({
  resources,
  secondaryLinks,
  vendorName,
  developerHost,
}: ResourcesDirectoryProps) {
  return (
    <div className={styles.page} data-testid="resources-directory">
      <h1 className={styles.heading}>{m('linkDirectory.resourcesTitle')}</h1>
      <p className={styles.lead}>{m('linkDirectory.resourcesDescription')}</p>
      <ul className={styles.tiles} aria-label={m('linkDirectory.resourcesTitle')}>
        {resources.primary.map((item) => (
          <li key={item.href} className={styles.tile} data-testid="resource-item">
            <span className={styles.text}>
              <ContentLink href={item.href} developerHost={developerHost} className={styles.title}>
                {item.title}
              </ContentLink>
              {item.subtitle !== '' && <span className={styles.subtitle}>{item.subtitle}</span>}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.groups}>
        {resources.secondary.map((group, index) => (
          <section key={group.title} aria-labelledby={`resource-group-${index}`} data-testid="resource-group">
            <h2 id={`resource-group-${index}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.links}>
              {group.items.map((item) => (
                <li key={item.href}>
                  <ContentLink href={item.href} developerHost={developerHost}>
                    {item.title}
                  </ContentLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {secondaryLinks.length > 0 && (
          <section aria-labelledby="resource-more" data-testid="secondary-links">
            <h2 id="resource-more" className={styles.groupTitle}>
              {m('linkDirectory.more', { vendorName })}
            </h2>
            <ul className={styles.links}>
              {secondaryLinks.map((link) => (
                <li key={link.href}>
                  <ContentLink href={link.href} developerHost={developerHost}>
                    {link.title}
                  </ContentLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {resources.social.length > 0 && (
          <section aria-labelledby="resource-social">
            <h2 id="resource-social" className={styles.groupTitle}>
              {m('linkDirectory.social', { vendorName })}
            </h2>
            <ul className={styles.links}>
              {resources.social.map((link) => (
                <li key={link.href}>
                  <ContentLink href={link.href} developerHost={developerHost}>
                    {link.title}
                  </ContentLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
