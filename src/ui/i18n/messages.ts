import type { ChangelogMessages } from '../../core/changelog/changelog-messages.ts';
import type { RestMessages } from '../../core/rest/rest-messages.ts';
import { accountMessages } from '../features/account/messages.ts';
import { aiAnswerMessages } from '../features/ai-answer/messages.ts';
import { articleMessages } from '../features/article/messages.ts';
import { bannerMessages } from '../chrome/banner/messages.ts';
import { changelogMessages } from '../views/changelog/messages.ts';
import { blogMessages } from '../views/blog/messages.ts';
import { consentMessages } from '../chrome/consent/messages.ts';
import { consoleMessages } from '../features/console/messages.ts';
import { consoleAdminMessages } from '../features/console-admin/messages.ts';
import { docsPageMessages } from '../views/docs-page/messages.ts';
import { drawersMessages } from '../chrome/drawers/messages.ts';
import { emailVerificationMessages } from '../features/account/email-verification-messages.ts';
import { feedbackReportMessages } from '../features/feedback-report/messages.ts';
import { heartbeatMessages } from '../chrome/heartbeat/messages.ts';
import { homeMessages } from '../views/home/messages.ts';
import { landingMessages } from '../views/landing/messages.ts';
import { linkDirectoryMessages } from '../views/link-directory/messages.ts';
import { layoutMessages } from '../chrome/layout/messages.ts';
import { storageNoticeMessages } from '../chrome/layout/storage-notice-messages.ts';
import { devOverlayMessages } from '../dev/dev-overlay-messages.ts';
import { localeControlMessages } from '../chrome/locale-control/messages.ts';
import { mobileNavMessages } from '../chrome/mobile-nav/messages.ts';
import { myRequestsMessages } from '../features/my-requests/messages.ts';
import { oauthConsentMessages } from '../features/oauth-consent/messages.ts';
import { notFoundMessages } from '../views/not-found/messages.ts';
import { onThisPageMessages } from '../features/on-this-page/messages.ts';
import { contentLanguageMessages } from '../features/content-language/messages.ts';
import { pageFeedbackMessages } from '../features/page-feedback/messages.ts';
import { productHeaderMessages } from '../chrome/product-header/messages.ts';
import { restReferenceMessages } from '../features/rest-reference/messages.ts';
import { restIslandMessages } from '../features/rest-reference/island-messages.ts';
import { sideNavMessages } from '../chrome/side-nav/messages.ts';
import { siteFooterMessages } from '../chrome/site-footer/messages.ts';
import { searchMessages } from '../features/search-modal/messages.ts';
import { searchPageMessages } from '../views/search-page/messages.ts';
import { siteHeaderMessages } from '../chrome/site-header/messages.ts';
import { headerSlotMessages } from '../chrome/site-header/slot-messages.ts';
import { mediaViewerMessages } from '../features/media-viewer/messages.ts';
import { supportMessages } from '../features/support/messages.ts';
import { themeMessages } from '../chrome/theme/messages.ts';
import { toastMessages } from '../kit/toast/messages.ts';

/** Every feature catalogue, for tests that look across all UI strings. */
export const FEATURE_CATALOGUES: readonly Readonly<Record<string, string>>[] = [
  accountMessages,
  aiAnswerMessages,
  articleMessages,
  bannerMessages,
  blogMessages,
  changelogMessages,
  consentMessages,
  consoleMessages,
  consoleAdminMessages,
  docsPageMessages,
  devOverlayMessages,
  drawersMessages,
  emailVerificationMessages,
  feedbackReportMessages,
  heartbeatMessages,
  homeMessages,
  landingMessages,
  linkDirectoryMessages,
  layoutMessages,
  localeControlMessages,
  mobileNavMessages,
  myRequestsMessages,
  notFoundMessages,
  oauthConsentMessages,
  onThisPageMessages,
  contentLanguageMessages,
  pageFeedbackMessages,
  productHeaderMessages,
  restReferenceMessages,
  restIslandMessages,
  sideNavMessages,
  siteFooterMessages,
  searchMessages,
  searchPageMessages,
  siteHeaderMessages,
  headerSlotMessages,
  mediaViewerMessages,
  storageNoticeMessages,
  supportMessages,
  themeMessages,
  toastMessages,
];

/**
 * The English UI catalogue: every feature folder's `messages.ts` merged. Components read their own
 * feature's catalogue (so an island ships only its strings); the content build passes this one to
 * the markdown renderer, and locale catalogues are built against its ids. `{name}` marks a
 * placeholder.
 */
export const en = {
  ...accountMessages,
  ...aiAnswerMessages,
  ...articleMessages,
  ...bannerMessages,
  ...blogMessages,
  ...changelogMessages,
  ...consentMessages,
  ...consoleMessages,
  ...consoleAdminMessages,
  ...docsPageMessages,
  ...devOverlayMessages,
  ...drawersMessages,
  ...emailVerificationMessages,
  ...feedbackReportMessages,
  ...heartbeatMessages,
  ...homeMessages,
  ...landingMessages,
  ...linkDirectoryMessages,
  ...layoutMessages,
  ...storageNoticeMessages,
  ...localeControlMessages,
  ...mobileNavMessages,
  ...myRequestsMessages,
  ...notFoundMessages,
  ...oauthConsentMessages,
  ...onThisPageMessages,
  ...contentLanguageMessages,
  ...pageFeedbackMessages,
  ...productHeaderMessages,
  ...restReferenceMessages,
  ...restIslandMessages,
  ...sideNavMessages,
  ...siteFooterMessages,
  ...searchMessages,
  ...searchPageMessages,
  ...siteHeaderMessages,
  ...headerSlotMessages,
  ...mediaViewerMessages,
  ...supportMessages,
  ...themeMessages,
  ...toastMessages,
} as const satisfies RestMessages & ChangelogMessages & Readonly<Record<string, string>>;

/** Id of a UI message. */
export type MessageId = keyof typeof en;

/** A catalogue: every id mapped to its text in one locale. */
export type Messages = { readonly [Id in MessageId]: string };
