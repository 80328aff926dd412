import type { GlobalLink, GlobalLinks } from '../../../schemas/global-links.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import styles from './link-directory.module.css';
import { linkDirectoryMessages } from './messages.ts';

interface LinkListSectionProps {
  id: string;
  title: string;
  links: readonly { title: string; href: string }[];
  developerHost: string;
  testId?: string;
}

/** A titled list of plain links; renders nothing without links. */
function LinkListSection({ id, title, links, developerHost, testId }: LinkListSectionProps) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <ContentLink href={link.href} developerHost={developerHost}>
              {link.title}
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Props of {@link ResourcesDirectory}. */
export interface ResourcesDirectoryProps {
  resources: GlobalLinks['resourcesV2'];
  /** Global secondary links, already filtered by featureKey for this visitor. */
  secondaryLinks: readonly GlobalLink[];
  vendorName: string;
  developerHost: string;
  /** Locale and messages: `payloadFor(locale, ...LINK_DIRECTORY_CATALOGUES)`. */
  i18n: I18nPayload;
}

/**
 * The /resources/ page: what the resources drawer shows (spec §2.5) — the primary items, the
 * secondary groups, the global secondary links and the social links — so the header's Resources
 * link works without JavaScript.
 */
export function ResourcesDirectory({ i18n, ...props }: ResourcesDirectoryProps) {
  return (
    <I18nProvider value={i18n}>
      <ResourceLists {...props} />
    </I18nProvider>
  );
}

function ResourceLists({
  resources,
  secondaryLinks,
  vendorName,
  developerHost,
}: Omit<ResourcesDirectoryProps, 'i18n'>) {
  const m = useT(linkDirectoryMessages);
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
          <LinkListSection
            key={group.title}
            id={`resource-group-${index}`}
            title={group.title}
            links={group.items}
            developerHost={developerHost}
            testId="resource-group"
          />
        ))}
        <LinkListSection
          id="resource-more"
          title={m('linkDirectory.more', { vendorName })}
          links={secondaryLinks}
          developerHost={developerHost}
          testId="secondary-links"
        />
        <LinkListSection
          id="resource-social"
          title={m('linkDirectory.social', { vendorName })}
          links={resources.social}
          developerHost={developerHost}
        />
      </div>
    </div>
  );
}
