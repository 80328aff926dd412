import type { ReactNode } from 'react';
import type { BuiltPage, RestReferenceSummary, TocEntry } from '../../../schemas/built.ts';
import { restVersionLinks } from '../../../core/rest/index.ts';
import type { Navigation } from '../../../schemas/navigation.ts';
import type { SiteConfig } from '../../../schemas/site.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { MainLandmark } from '../../chrome/layout/main-landmark.tsx';
import { SideNav } from '../../chrome/side-nav/side-nav.tsx';
import { buildSideNav } from '../../chrome/side-nav/side-nav-data.ts';
import { sideNavMessages } from '../../chrome/side-nav/messages.ts';
import { VersionSwitcher } from '../../chrome/rest-nav/version-switcher.tsx';
import { OnThisPageDisclosure } from '../../features/on-this-page/on-this-page-disclosure.tsx';
import styles from './docs-page-layout.module.css';
import { docsPageMessages } from './messages.ts';
import { VersionBanner, type VersionBannerProps } from './version-banner.tsx';

/** Props of {@link DocsPageLayout}. */
export interface DocsPageLayoutProps {
  page: Pick<BuiltPage, 'route' | 'title' | 'editUrl'>;
  site: Pick<SiteConfig, 'sampleContent' | 'developerHost'>;
  /** The package navigation, for the side nav; null renders no side-nav column. */
  navigation: Navigation | null;
  /**
   * The package's REST references (manifest `restReferences`): the side nav expands them and REST
   * pages get the version switcher. Server-side only, so their size never reaches the browser.
   */
  restReferences?: readonly RestReferenceSummary[];
  /** Whether the article HTML has its own h1; without one the layout renders page.title as the h1. */
  hasH1: boolean;
  /** The article's language (decision 0042): the h1 the layout renders carries it. */
  contentLang?: string | undefined;
  /** The article's writing direction (a Persian article in an English-speaking chrome: rtl). */
  contentDir?: 'ltr' | 'rtl' | undefined;
  /** Named slot "productHeader": `<ProductHeader slot="productHeader" client:interaction … />`. */
  productHeader?: ReactNode;
  /**
   * Named slot "onThisPage": `<Fragment slot="onThisPage"><OnThisPage … /> + its scroll-spy script</Fragment>`,
   * absent when the page has no on-this-page entries.
   */
  onThisPage?: ReactNode;
  /**
   * The page's level-2 headings: below 1281px, where the on-this-page column hides, they show as
   * a collapsed list at the top of the article.
   */
  toc?: readonly TocEntry[];
  /**
   * Named slot "pageFeedback": the feedback collector (`<PageFeedback slot="pageFeedback"
   * client:interaction … />`), rendered after the article, before 'Edit this page'.
   */
  pageFeedback?: ReactNode;
  /**
   * The article: the shell's `<div id="article" set:html={…} />` with the stored page's localised
   * HTML, followed by the `ArticleEnhancer` island, which gets only the root id. The HTML is
   * never passed as a prop string.
   */
  children: ReactNode;
  /** Locale and messages: `payloadFor(locale, ...DOCS_PAGE_CATALOGUES)`. */
  i18n: I18nPayload;
  /** The old-version banner, on pages of a docs version that is not the latest (decision 0043). */
  versionBanner?: VersionBannerProps | undefined;
}

/**
 * The documentation page layout. Static (not an island); its islands come in as named slots (the
 * product header, on-this-page and page feedback) and, with the article, as children.
 * The product header, then a 3-column grid — side nav | article | on-this-page — where the side
 * nav shows from 1025px and the on-this-page column from 1281px. The article column is the page's
 * `<main>` landmark (the skip link's target), so the shell must not wrap this in another main.
 * It adds the sample-content notice, the h1 when the article has none, the page feedback slot
 * after the article, and the page footer area with 'Edit this page' when the page has an edit URL.
 */
export function DocsPageLayout({ i18n, ...props }: DocsPageLayoutProps) {
  return (
    <I18nProvider value={i18n}>
      <DocsPageGrid {...props} />
    </I18nProvider>
  );
}

function DocsPageGrid(props: Omit<DocsPageLayoutProps, 'i18n'>) {
  const { page, site, navigation, hasH1, productHeader, onThisPage, pageFeedback, children } = props;
  const restReferences = props.restReferences ?? [];
  const t = useT(docsPageMessages);
  const tNav = useT(sideNavMessages);
  return (
    <div className={styles.docsPage} data-testid="docs-page">
      {productHeader}
      <div
        className={styles.grid}
        data-has-side-nav={navigation !== null}
        data-has-toc={onThisPage !== undefined}
      >
        {navigation !== null && (
          <div className={styles.side}>
            <SideNav
              nav={buildSideNav(navigation, page.route, restReferences)}
              developerHost={site.developerHost}
            />
          </div>
        )}
        <MainLandmark className={styles.article}>
          {props.versionBanner !== undefined && <VersionBanner {...props.versionBanner} />}
          {site.sampleContent && (
            <p className={styles.notice} role="note" data-testid="sample-content-notice">
              {t('docsPage.sampleContentNotice')}
            </p>
          )}
          <VersionSwitcher
            versions={restVersionLinks(restReferences, page.route)}
            label={tNav('sideNav.restVersions')}
          />
          {!hasH1 && (
            <h1 className={styles.title} lang={props.contentLang} dir={props.contentDir}>
              {page.title}
            </h1>
          )}
          <OnThisPageDisclosure toc={props.toc ?? []} lang={props.contentLang} />
          <div className={styles.body} data-testid="docs-article">
            {children}
          </div>
          {pageFeedback}
          {page.editUrl !== undefined && (
            <footer className={styles.pageFooter} data-testid="docs-page-footer">
              <ContentLink href={page.editUrl} developerHost={site.developerHost} data-testid="edit-link">
                {t('docsPage.editThisPage')}
              </ContentLink>
            </footer>
          )}
        </MainLandmark>
        {onThisPage !== undefined && <aside className={styles.toc}>{onThisPage}</aside>}
      </div>
    </div>
  );
}
