import { useId, type ReactNode } from 'react';
import type { TitledLink } from '../../../schemas/common.ts';
import type { GlobalLinks } from '../../../schemas/global-links.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import type { ResourceLists } from './drawer-data.ts';
import styles from './drawers.module.css';
import { drawersMessages } from './messages.ts';
import { SocialIcon } from './social-icon.tsx';
import { tracked } from './track.ts';

/** Props of {@link ResourcesDrawer}. */
export interface ResourcesDrawerProps {
  id: string;
  primary: GlobalLinks['resourcesV2']['primary'];
  lists: ResourceLists;
  social: GlobalLinks['resourcesV2']['social'];
  /** Where 'See all' goes: the resources page, which lists everything. */
  seeAllHref: string;
  vendorName: string;
  developerHost: string;
}

function LinkColumn({
  title,
  links,
  developerHost,
  trackId,
  children,
}: {
  title: string;
  links: readonly TitledLink[];
  developerHost: string;
  trackId: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <div className={styles.column} data-testid="resources-column">
      <span id={headingId} className={styles.columnTitle}>
        {title}
      </span>
      <ul className={styles.columnLinks} aria-labelledby={headingId}>
        {links.map((link) => (
          <li key={link.href}>
            <ContentLink
              href={link.href}
              developerHost={developerHost}
              {...tracked('link', trackId, link.title)}
            >
              {link.title}
            </ContentLink>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

/**
 * The resources drawer (spec §2.5): the four primary items, the secondary groups (GET HELP, STAY UP
 * TO DATE, FIND INSPIRATION) in 184px columns, the global secondary links (already filtered by
 * featureKey) capped at 6 with a 'See all' link, and the social links.
 */
export function ResourcesDrawer({
  id,
  primary,
  lists,
  social,
  seeAllHref,
  vendorName,
  developerHost,
}: ResourcesDrawerProps) {
  const t = useT(drawersMessages);
  return (
    <div
      id={id}
      className={styles.largeDrawer}
      role="group"
      aria-label={t('drawers.resources')}
      data-testid="resources-drawer"
    >
      <ul className={styles.options} aria-label={t('drawers.resources')}>
        {primary.map((item) => (
          <li key={item.href} className={styles.option} data-testid="resources-primary">
            <ContentLink
              href={item.href}
              developerHost={developerHost}
              className={styles.tile}
              {...tracked('link', 'resourcesDrawerPrimary', item.title)}
            >
              <span className={styles.tileText}>
                <span className={styles.tileTitle}>{item.title}</span>
                {item.subtitle !== '' && <span className={styles.tileSubtitle}>{item.subtitle}</span>}
              </span>
            </ContentLink>
          </li>
        ))}
      </ul>
      <div className={styles.columns}>
        {lists.groups.map((group) => (
          <LinkColumn
            key={group.title}
            title={group.title}
            links={group.items}
            developerHost={developerHost}
            trackId="resourcesDrawerSecondary"
          />
        ))}
        {lists.secondary.items.length > 0 && (
          <LinkColumn
            title={t('drawers.moreFrom', { vendorName })}
            links={lists.secondary.items}
            developerHost={developerHost}
            trackId="resourcesDrawerGlobal"
          >
            <a
              href={seeAllHref}
              className={styles.seeAll}
              data-testid="resources-see-all"
              {...tracked('link', 'resourcesDrawerSeeAll')}
            >
              {t('drawers.seeAll')}
            </a>
          </LinkColumn>
        )}
      </div>
      {social.length > 0 && (
        <ul className={styles.social} aria-label={t('drawers.social')}>
          {social.map((link) => (
            <li key={link.href}>
              <ContentLink
                href={link.href}
                developerHost={developerHost}
                className={styles.socialLink}
                data-testid="resources-social"
                {...tracked('link', 'resourcesDrawerSocial', link.title)}
              >
                <SocialIcon site={link.icon} />
                <span className="visually-hidden">{link.title}</span>
              </ContentLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
