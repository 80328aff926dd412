import { IconUrlsProvider } from '../../kit/icons/icon-urls.tsx';
import type { IconUrls } from '../../kit/icons/icon-src.ts';
import type { LandingRoutes } from '../../../core/routes/landing-routes.ts';
import type { GlobalLinks } from '../../../schemas/global-links.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { LinkTileList } from './link-tile-list.tsx';
import styles from './link-directory.module.css';
import { linkDirectoryMessages } from './messages.ts';

/** Props of {@link DocumentationDirectory}. */
export interface DocumentationDirectoryProps {
  links: Pick<GlobalLinks, 'cloudDocsLinksV2' | 'serverDocsLinksV2'>;
  developerHost: string;
  /** The landings the site has (`landingRoutes(manifest.landings)`): the 'See all' links. */
  landings: LandingRoutes;
  /** The content root's icon URLs (manifest.branding.icons). */
  icons?: IconUrls | undefined;
  /** Locale and messages: `payloadFor(locale, ...LINK_DIRECTORY_CATALOGUES)`. */
  i18n: I18nPayload;
}

/**
 * The /docs/ page: what the documentation drawer shows (spec §2.4), as a page, so the header's
 * Documentation link works without JavaScript. Cloud lists platform tiles, then product tiles;
 * Data Center lists product tiles; each ends with its 'See all' link when the site has that
 * landing. A section with nothing to show is left out.
 */
export function DocumentationDirectory({ i18n, ...props }: DocumentationDirectoryProps) {
  return (
    <I18nProvider value={i18n}>
      <IconUrlsProvider urls={props.icons}>
        <DocumentationLists {...props} />
      </IconUrlsProvider>
    </I18nProvider>
  );
}

function DocumentationLists({ links, developerHost, landings }: Omit<DocumentationDirectoryProps, 'i18n'>) {
  const m = useT(linkDirectoryMessages);
  const cloud = links.cloudDocsLinksV2;
  const server = links.serverDocsLinksV2.products;
  const showCloud = cloud.platform.length + cloud.products.length > 0 || landings.cloud !== undefined;
  const showServer = server.length > 0 || landings.server !== undefined;
  return (
    <div className={styles.page} data-testid="documentation-directory">
      <h1 className={styles.heading}>{m('linkDirectory.documentationTitle')}</h1>
      <p className={styles.lead}>{m('linkDirectory.documentationDescription')}</p>
      {showCloud && (
        <section aria-labelledby="directory-cloud" className={styles.section}>
          <h2 id="directory-cloud">{m('linkDirectory.cloud')}</h2>
          {cloud.platform.length > 0 && (
            <LinkTileList
              tiles={cloud.platform}
              developerHost={developerHost}
              label={m('linkDirectory.platform')}
            />
          )}
          {cloud.products.length > 0 && (
            <LinkTileList
              tiles={cloud.products}
              developerHost={developerHost}
              label={m('linkDirectory.products')}
            />
          )}
          {landings.cloud !== undefined && (
            <a href={landings.cloud} className={styles.seeAll}>
              {m('linkDirectory.seeAllCloud')}
            </a>
          )}
        </section>
      )}
      {showServer && (
        <section aria-labelledby="directory-server" className={styles.section}>
          <h2 id="directory-server">{m('linkDirectory.dataCenter')}</h2>
          {server.length > 0 && (
            <LinkTileList tiles={server} developerHost={developerHost} label={m('linkDirectory.products')} />
          )}
          {landings.server !== undefined && (
            <a href={landings.server} className={styles.seeAll}>
              {m('linkDirectory.seeAllDataCenter')}
            </a>
          )}
        </section>
      )}
    </div>
  );
}
