import type { RestMessages } from '../../core/rest/rest-messages.ts';
import { accountMessages } from '../account/messages.ts';
import { aiAnswerMessages } from '../ai-answer/messages.ts';
import { articleMessages } from '../article/messages.ts';
import { bannerMessages } from '../banner/messages.ts';
import { consentMessages } from '../consent/messages.ts';
import { docsPageMessages } from '../docs-page/messages.ts';
import { drawersMessages } from '../drawers/messages.ts';
import { emailVerificationMessages } from '../email-verification/messages.ts';
import { feedbackReportMessages } from '../feedback-report/messages.ts';
import { heartbeatMessages } from '../heartbeat/messages.ts';
import { homeMessages } from '../home/messages.ts';
import { landingMessages } from '../landing/messages.ts';
import { linkDirectoryMessages } from '../link-directory/messages.ts';
import { layoutMessages } from '../layout/messages.ts';
import { storageNoticeMessages } from '../layout/storage-notice-messages.ts';
import { localeControlMessages } from '../locale-control/messages.ts';
import { mobileNavMessages } from '../mobile-nav/messages.ts';
import { myRequestsMessages } from '../my-requests/messages.ts';
import { notFoundMessages } from '../not-found/messages.ts';
import { onThisPageMessages } from '../on-this-page/messages.ts';
import { pageFeedbackMessages } from '../page-feedback/messages.ts';
import { productHeaderMessages } from '../product-header/messages.ts';
import { restReferenceMessages } from '../rest-reference/messages.ts';
import { sideNavMessages } from '../side-nav/messages.ts';
import { siteFooterMessages } from '../site-footer/messages.ts';
import { searchMessages } from '../search/messages.ts';
import { searchPageMessages } from '../search-page/messages.ts';
import { siteHeaderMessages } from '../site-header/messages.ts';
import { supportMessages } from '../support/messages.ts';
import { themeMessages } from '../theme/messages.ts';
import { toastMessages } from '../toast/messages.ts';

/** Every feature catalogue, for tests that look across all UI strings. */
export const FEATURE_CATALOGUES: readonly Readonly<Record<string, string>>[] = [
  accountMessages,
  aiAnswerMessages,
  articleMessages,
  bannerMessages,
  consentMessages,
  docsPageMessages,
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
  onThisPageMessages,
  pageFeedbackMessages,
  productHeaderMessages,
  restReferenceMessages,
  sideNavMessages,
  siteFooterMessages,
  searchMessages,
  searchPageMessages,
  siteHeaderMessages,
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
  ...consentMessages,
  ...docsPageMessages,
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
  ...onThisPageMessages,
  ...pageFeedbackMessages,
  ...productHeaderMessages,
  ...restReferenceMessages,
  ...sideNavMessages,
  ...siteFooterMessages,
  ...searchMessages,
  ...searchPageMessages,
  ...siteHeaderMessages,
  ...supportMessages,
  ...themeMessages,
  ...toastMessages,
} as const satisfies RestMessages & Readonly<Record<string, string>>;

/** Id of a UI message. */
export type MessageId = keyof typeof en;

/** A catalogue: every id mapped to its text in one locale. */
export type Messages = { readonly [Id in MessageId]: string };
