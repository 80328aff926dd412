import type { SupportChannel, SupportFormProblem, SupportListStatus } from '../../schemas/support.ts';
import type { I18nPayload } from '../i18n/payload.ts';

/** Catalogue keys of the statuses the portal's own (embedded) service desk sets. */
export type SupportStatusMessage = 'support.status.waitingForSupport';

/** A request as the pages show it (mapped from the service desk's answer on the server). */
export interface SupportRequestView {
  issueKey: string;
  summary: string;
  /** The service desk's status name, e.g. 'Waiting for support'. */
  status: string;
  /**
   * The status in the reader's language, when it is one the portal's embedded desk set: its
   * words are the portal's, so they come from the catalogues. A remote desk's names are its own.
   */
  statusMessage?: SupportStatusMessage | undefined;
  closed: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** The request at the service desk's own portal, when it has one (Jira Service Management). */
  webUrl?: string | undefined;
}

/** What a refused form sent, to show again with a message per problem. */
export interface SupportFormState {
  fields: { summary: string; description: string; category: string };
  problems: readonly SupportFormProblem[];
}

/** The requests a page shows, or 'unavailable' when the service desk could not be asked. */
export type SupportRequestList = { ok: true; values: SupportRequestView[] } | { ok: false };

/** What both support pages get from their shell. */
export interface SupportCommonProps {
  /** Locale and messages: `payloadFor(locale, ...SUPPORT_CATALOGUES)`. */
  i18n: I18nPayload;
  /** The portal's own host, so links to it stay in the same tab (SiteConfig.developerHost). */
  developerHost: string;
  /** Undefined when nobody is signed in; then the page offers `loginHref`. */
  signedIn: boolean;
  /** The login page with a safe returnTo of this page. */
  loginHref: string;
}

/** Props of the /support page body. */
export interface SupportPageProps extends SupportCommonProps {
  portalName: string;
  channels: readonly SupportChannel[];
  categories: readonly { id: string; title: string }[];
  csrfToken: string;
  /** Where the form posts (POST /api/servicedeskapi/request). */
  action: string;
  /** The key of the request just raised (?created=). */
  created?: string | undefined;
  /** Why the last post failed (?error=). */
  error?: 'invalid' | 'unavailable' | undefined;
  /** The refused form's fields and problems. */
  form?: SupportFormState | undefined;
  /** The user's newest open requests (signed in only). */
  recent?: SupportRequestList | undefined;
  /** The full list: /support/requests?page=1&statuses=open. */
  requestsHref: string;
}

/** Props of the /support/requests page body. */
export interface SupportRequestsPageProps extends SupportCommonProps {
  /** The list path, for filter and page links. */
  listPath: string;
  /** The support page. */
  supportHref: string;
  /** undefined when the query was invalid (the page answers 400). */
  query: { page: number; statuses: SupportListStatus } | undefined;
  list?: SupportRequestList | undefined;
  /** Whether a further page exists. */
  hasNextPage: boolean;
}
