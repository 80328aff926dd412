import { createPageCache, type PageCache } from './page-cache/page-cache.ts';
import type { SiteManifest } from '../schemas/built.ts';
import { accountMailerFor } from './accounts/account-mailer-of.ts';
import type { AccountMailer } from './accounts/account-mailer.ts';
import { accountProviderFrom } from './accounts/account-provider-of.ts';
import type { AccountProvider } from './accounts/account-provider.ts';
import { SignInAddressTracker } from './accounts/sign-in-address-tracker.ts';
import { answerProviderFromEnv } from './ai/ai-config.ts';
import type { AnswerProvider } from './ai/answer-provider.ts';
import type { BannerProvider } from './banner/banner-provider.ts';
import { bannerProviderFromEnv } from './banner/banner-providers.ts';
import { readServerEnv, type ServerEnv } from './config/env.ts';
import { appRegistryFrom, oauthIssuerOf } from './console/app-registry-of.ts';
import type { AppRegistry } from './console/app-registry.ts';
import { contentStoreSource, type ContentStore } from './content/content-store.ts';
import { feedbackSetupFrom, type FeedbackSetup } from './feedback/feedback-setup.ts';
import { createLogger, type Logger } from './log/logger.ts';
import type { MailProvider } from './mail/mail-provider.ts';
import { mailProviderFor } from './mail/mail-provider-of.ts';
import { oauthServerFrom } from './oauth/oauth-server-of.ts';
import type { OauthServer } from './oauth/oauth-server.ts';
import { once, retrying } from './portal/lazy.ts';
import { searchEngineSource } from './search/search-index-store.ts';
import { createSearchService, type SearchService } from './search/search-service.ts';
import { resolveCsrfSecret } from './security/csrf-secret.ts';
import { publicOriginOf } from './seo/public-origin.ts';
import { sessionSettingsFrom, type SessionSettings } from './sessions/session-settings.ts';
import { sharedStoreFrom } from './shared-state/shared-store-of.ts';
import type { SharedStore } from './shared-state/shared-store.ts';
import type { Database } from './storage/database.ts';
import { openDatabase } from './storage/open-database.ts';
import { serviceDeskFromEnv } from './support/service-desk-config.ts';
import type { ServiceDeskProvider } from './support/service-desk-provider.ts';
import { supportDraftStore, type SupportDraftStore } from './support/support-draft-store.ts';
import { supportRequestStore } from './support/support-request-store.ts';

/**
 * The running portal's services, built once by `createPortal` and handed to every request as
 * `locals.services` (src/middleware.ts). Providers are made on first use, so a page that never
 * writes never opens the database and an unused integration is never configured; a failed start
 * of the database or the search service is retried by the next request.
 */
export interface Portal {
  /** The configuration, parsed once (src/server/config/env.ts). */
  readonly env: ServerEnv;
  readonly log: Logger;
  /** The clock handlers stamp sessions and limits with. */
  readonly now: () => Date;
  /** The database: PostgreSQL with DATABASE_URL, else embedded PGlite in `<DATA_DIR>/pglite`. */
  readonly db: () => Promise<Database>;
  /**
   * State every process and machine must agree on (rate limits, registration limits, sign-in
   * trouble and holds): Redis with REDIS_URL, else the database. Never only this process's memory.
   */
  readonly sharedState: () => SharedStore;
  /** Troubled sign-in addresses, on the shared store (src/middleware.ts makes it the process's). */
  readonly signInTracker: () => SignInAddressTracker;
  /** The content build (manifest in memory, pages on demand). */
  readonly content: () => Promise<ContentStore>;
  /** The content build's manifest: the site, links, landings, banners. */
  readonly manifest: () => Promise<SiteManifest>;
  readonly sessionSettings: () => SessionSettings;
  /** ACCOUNT_PROVIDER: the built-in accounts or OpenID Connect. */
  readonly accounts: () => AccountProvider;
  /** SMTP with SMTP_URL, else the outbox in DATA_DIR. */
  readonly mail: () => MailProvider;
  /** The account mails of one request (its locale and link origin). */
  readonly accountMailer: (request: Request) => Promise<AccountMailer>;
  /** The AI answer provider; undefined when ENABLE_AI is off. */
  readonly answers: () => AnswerProvider | undefined;
  /** SEARCH_PROVIDER: the embedded engine or Algolia, with the per-visitor rules. */
  readonly search: () => Promise<SearchService>;
  /** FEEDBACK_TRACKER: where page and AI feedback goes, its forwarding loop and limits. */
  readonly feedback: () => FeedbackSetup;
  /** SERVICE_DESK_PROVIDER: the embedded desk or Jira Service Management. */
  readonly serviceDesk: () => ServiceDeskProvider;
  readonly supportDrafts: () => Promise<SupportDraftStore>;
  /** BANNER_PROVIDER: where the announcement banner comes from. */
  readonly banner: () => BannerProvider;
  /** APP_REGISTRY: where the developer console keeps apps (decisions 0026, 0029). */
  readonly apps: () => Promise<AppRegistry>;
  /**
   * The embedded OAuth 2.0 authorization server at /oauth2 (decision 0026): the provider, its
   * request bridge and the bearer-token check of the portal's API.
   */
  readonly oauth: () => Promise<OauthServer>;
  /** The secret CSRF tokens of signed-in visitors are bound with. */
  readonly csrfSecret: () => Promise<string>;
  /** The in-process cache of public pages (PAGE_CACHE_MAX_MB); undefined when turned off. */
  readonly pageCache: () => PageCache | undefined;
  /** The origin of absolute URLs for a request: PUBLIC_URL, or the request's on local hosts. */
  readonly publicOrigin: (request: Request) => Promise<string | undefined>;
  /** Closes the database and the shared store's connection if this portal opened them (shutdown, tests). */
  close(): Promise<void>;
}

/** Parts a test (or another entry point) brings instead of the ones the configuration chooses. */
export type PortalParts = Partial<
  Pick<
    Portal,
    | 'env'
    | 'log'
    | 'now'
    | 'db'
    | 'sharedState'
    | 'signInTracker'
    | 'content'
    | 'accounts'
    | 'mail'
    | 'answers'
    | 'search'
    | 'feedback'
    | 'serviceDesk'
    | 'banner'
    | 'apps'
  >
> & {
  /** The raw environment, for the few settings outside ServerEnv (BANNER_PROVIDER). */
  processEnv?: NodeJS.ProcessEnv;
};

/**
 * The composition root: builds the portal's services from the configuration, once per process
 * (src/middleware.ts), or with a test's own parts. The only module that reads the environment
 * (besides src/server/config and the start scripts).
 *
 * @example
 * const portal = createPortal({ env: readServerEnv({ DATA_DIR: dir }), db: async () => testDb });
 */
export function createPortal(parts: PortalParts = {}): Portal {
  const processEnv = parts.processEnv ?? process.env;
  const env = parts.env ?? readServerEnv(processEnv);
  const log = parts.log ?? createLogger(env.LOG_LEVEL);
  const opened = retrying(() => openDatabase(env, undefined, log));
  const db = parts.db ?? opened;
  let ownSharedState: SharedStore | undefined;
  const sharedState =
    parts.sharedState ??
    (() => (ownSharedState ??= sharedStoreFrom(env, db, log.child({ module: 'shared-state' }))));
  const signInTracker =
    parts.signInTracker ??
    once(() => new SignInAddressTracker({ store: sharedState(), log: log.child({ module: 'sign-in' }) }));
  const content = parts.content ?? contentStoreSource();
  const manifest = async () => (await content()).manifest;
  const site = async () => (await manifest()).site;
  const mail = parts.mail ?? once(() => mailProviderFor(env));
  const feedback =
    parts.feedback ??
    once(() => feedbackSetupFrom(env, db, log.child({ module: 'feedback' }), sharedState()));
  const warnOnce = (message: string) => log.warn(message);
  const csrfSecret = retrying(() => resolveCsrfSecret(env.CSRF_SECRET, db));
  const sessionSettings = once(() => sessionSettingsFrom(env));
  return {
    env,
    log,
    now: parts.now ?? (() => new Date()),
    db,
    sharedState,
    signInTracker,
    content,
    manifest,
    sessionSettings,
    accounts:
      parts.accounts ??
      once(() => accountProviderFrom(env, db, { store: sharedState(), tracker: signInTracker() })),
    mail,
    accountMailer: (request) => accountMailerFor(request, { mail, manifest, publicUrl: env.PUBLIC_URL, log }),
    answers: parts.answers ?? once(() => answerProviderFromEnv(env)),
    search:
      parts.search ?? retrying(() => createSearchService(env, { site, db, engine: searchEngineSource() })),
    feedback,
    // An incomplete jsm configuration throws on every use: each request answers 503 and logs it.
    serviceDesk:
      parts.serviceDesk ??
      once(() =>
        serviceDeskFromEnv(
          env,
          async () => supportRequestStore(await db()),
          log.child({ module: 'support' }),
        ),
      ),
    supportDrafts: async () => supportDraftStore(await db()),
    banner:
      parts.banner ?? once(() => bannerProviderFromEnv(processEnv, async () => (await manifest()).banners)),
    apps:
      parts.apps ??
      retrying(() =>
        appRegistryFrom(env, {
          db,
          employeeEmailDomain: async () => (await site()).employeeEmailDomain,
          authorizationEndpoint: `${oauthIssuerOf(env)}/auth`,
          now: parts.now ?? (() => new Date()),
          log: log.child({ module: 'console' }),
        }),
      ),
    oauth: retrying(() => oauthServerFrom(env, { db, site, csrfSecret, sessionSettings, log })),
    csrfSecret,
    pageCache: once(() =>
      env.PAGE_CACHE_MAX_MB === 0
        ? undefined
        : createPageCache({
            maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
            ttlMs: env.PAGE_CACHE_TTL_S * 1000,
          }),
    ),
    publicOrigin: async (request) =>
      publicOriginOf(request, {
        publicUrl: env.PUBLIC_URL,
        site: await site(),
        warn: warnOnce,
      }),
    async close() {
      await ownSharedState?.close();
      ownSharedState = undefined;
      const current = opened.peek();
      opened.forget();
      if (current !== undefined) await (await current.catch(() => undefined))?.close();
    },
  };
}
