import type { AccountHandlerDeps } from '../accounts/account-handler-deps.ts';
import type { RedirectAccountProvider } from '../accounts/account-provider.ts';
import { clientAddressOf } from '../accounts/client-address.ts';
import type { EmailHandlerDeps } from '../accounts/email-handler-deps.ts';
import type { ProfileHandlerDeps } from '../accounts/profile-handler-deps.ts';
import type { RedirectSignInDeps } from '../accounts/redirect-sign-in-handler.ts';
import type { AskHandlerDeps } from '../ai/ask-handler.ts';
import { searchServiceRetriever } from '../ai/search-service-retriever.ts';
import { versionScopeOfPage } from '../content/version-scope.ts';
import type { CollectorDeps } from '../analytics/collector-handler.ts';
import { changelogVisitStore } from '../changelog/changelog-visit-store.ts';
import type { ChangelogVisitsDeps } from '../changelog/changelog-visits-handler.ts';
import { collectorDeps } from '../analytics/collector.ts';
import { feedbackRateLimiter } from '../feedback/feedback-rate-limit.ts';
import type { BannerInfoDeps } from '../banner/banner-info-handler.ts';
import type { DeploymentsHandlerDeps } from '../console/deployments-handler.ts';
import { readOauthClient } from '../console/oauth-client-store.ts';
import type { FeedbackExportDeps } from '../feedback/export-handler.ts';
import type { FeedbackHandlerDeps } from '../feedback/feedback-handler.ts';
import type { FeedbackReportPageDeps } from '../feedback/report-page.ts';
import type { RequestLocals } from '../middleware/middleware.ts';
import type { OauthRouteDeps } from '../oauth/oauth-routes.ts';
import { mintAccessToken } from '../oauth/try-it-token.ts';
import type { TryItTokenDeps } from '../rest/try-it-token-handler.ts';
import type { SignOutDeps } from '../sessions/sign-out-handler.ts';
import { requesterOf } from '../support/requester-of.ts';
import type { ServiceDeskHandlerDeps } from '../support/service-desk-handler.ts';
import type { SupportPageDeps } from '../support/support-page-state.ts';

// What each handler is given, taken from the request's locals: the portal's services plus who is
// asking. Route adapters (src/pages) call a handler with the request and one of these, so every
// wiring decision lives here, beside the root that builds the services.

/** The sign-in and registration handlers' services; `socketAddress` is Astro's clientAddress. */
export function accountHandlerDeps(
  locals: RequestLocals,
  request: Request,
  socketAddress: string,
): AccountHandlerDeps {
  const { services } = locals;
  return {
    provider: services.accounts(),
    db: services.db,
    settings: services.sessionSettings(),
    clientAddress: clientAddressOf(request, socketAddress),
    now: services.now,
    log: services.log,
    mailer: services.accountMailer,
  };
}

/** The login redirect's and the callback's services (OpenID Connect). */
export function redirectSignInDeps(
  locals: RequestLocals,
  provider: RedirectAccountProvider,
): RedirectSignInDeps {
  const { services } = locals;
  return {
    provider,
    db: services.db,
    settings: services.sessionSettings(),
    now: services.now,
    log: services.log,
  };
}

/** The profile handlers' services for the request's signed-in account. */
export function profileHandlerDeps(locals: RequestLocals): ProfileHandlerDeps {
  const { services } = locals;
  return { account: locals.account, db: services.db, now: services.now, log: services.log };
}

/** The email change and resend handlers' services. */
export function emailHandlerDeps(
  locals: RequestLocals,
  request: Request,
  socketAddress: string,
): EmailHandlerDeps {
  const { provider, clientAddress, mailer } = accountHandlerDeps(locals, request, socketAddress);
  return { ...profileHandlerDeps(locals), provider, clientAddress, mailer };
}

/** Sign-out's services: after the session, the issuer's logout when OpenID Connect signs people in. */
export function signOutDeps(locals: RequestLocals): SignOutDeps {
  const { services } = locals;
  const provider = services.accounts();
  return {
    db: services.db,
    log: services.log,
    ...(provider.kind === 'redirect' ? { endSessionAt: (r: Request) => provider.signOutLocation(r) } : {}),
  };
}

/** The AI ask endpoint's services: the answer provider and retrieval through the visitor's search. */
export function askHandlerDeps(locals: RequestLocals): AskHandlerDeps {
  const { services } = locals;
  return {
    provider: services.answers,
    retriever: searchServiceRetriever(services.search, versionScopeOfPage(services.content), async () =>
      services.manifest().then(
        (manifest) => manifest.site,
        () => undefined,
      ),
    ),
    principal: locals.principal,
    log: services.log.child({ module: 'ai' }),
  };
}

/**
 * The feedback endpoint's services. Forwarding to a tracker starts here too (a no-op once
 * started), for servers that did not start it as they came up (the dev server).
 */
export function feedbackHandlerDeps(
  locals: RequestLocals,
  request: Request,
  socketAddress: string,
): FeedbackHandlerDeps {
  const { services } = locals;
  const feedback = services.feedback();
  feedback.forwarder?.start();
  return {
    provider: () => services.feedback().provider,
    submitter: { accountId: locals.principal.accountId },
    clientAddress: clientAddressOf(request, socketAddress),
    limiter: feedback.limiter,
    rate: feedback.rate,
    log: services.log.child({ module: 'feedback' }),
  };
}

/** The feedback report's services (the /feedback/ page). */
export function feedbackReportDeps(locals: RequestLocals): FeedbackReportPageDeps {
  return { db: locals.services.db, log: locals.services.log.child({ module: 'feedback-report' }) };
}

/** The feedback export's services, with the build's manifest. */
export async function feedbackExportDeps(locals: RequestLocals): Promise<FeedbackExportDeps> {
  const { services } = locals;
  return { principal: locals.principal, manifest: await services.manifest(), ...feedbackReportDeps(locals) };
}

/** The service desk API's services for the request's account. */
export function serviceDeskHandlerDeps(locals: RequestLocals): ServiceDeskHandlerDeps {
  const { services } = locals;
  return {
    requester: requesterOf(locals.account),
    categories: async () => (await services.manifest()).globalLinks.supportPage?.categories ?? [],
    ...supportPageDeps(locals),
  };
}

/** The support page shells' services. */
export function supportPageDeps(locals: RequestLocals): SupportPageDeps {
  const { services } = locals;
  return {
    provider: services.serviceDesk,
    drafts: services.supportDrafts,
    log: services.log.child({ module: 'support' }),
  };
}

/** The changelog visits endpoint's services: the principal's account and the site's API groups. */
export function changelogVisitsDeps(locals: RequestLocals): ChangelogVisitsDeps {
  const { services } = locals;
  return {
    accountId: locals.principal.accountId,
    visits: async () => changelogVisitStore(await services.db()),
    apiGroups: async () => new Set((await services.manifest()).changelog.flatMap((entry) => entry.apiGroups)),
    now: services.now,
    log: services.log.child({ module: 'changelog' }),
  };
}

/** The banner endpoint's services. */
export function bannerInfoDeps(locals: RequestLocals): BannerInfoDeps {
  const { services } = locals;
  return {
    provider: services.banner,
    developerHost: async () => (await services.manifest()).site.developerHost,
    log: services.log.child({ module: 'banner' }),
  };
}

/** The analytics collector's services, with the site's environments for the consent cookie. */
export async function analyticsCollectorDeps(locals: RequestLocals): Promise<CollectorDeps> {
  const { services } = locals;
  return collectorDeps(services, (await services.manifest()).site);
}

/**
 * The /oauth2 routes' services: the authorization server (when the registry is embedded), who
 * the portal session names and the client address the provider sees.
 */
export function oauthHandlerDeps(
  locals: RequestLocals,
  request: Request,
  socketAddress: string,
): OauthRouteDeps {
  const { services } = locals;
  return {
    enabled: services.env.APP_REGISTRY === 'embedded',
    oauth: services.oauth,
    db: services.db,
    catalogue: async () => (await services.manifest()).site.consoleApis,
    context: {
      accountId: locals.account?.id,
      clientAddress: clientAddressOf(request, socketAddress),
    },
  };
}

/** The deployments API's services: the app registry, which checks the client credentials. */
export function deploymentsHandlerDeps(locals: RequestLocals): DeploymentsHandlerDeps {
  const { services } = locals;
  return { apps: services.apps, log: services.log.child({ module: 'console-deployments' }) };
}

/**
 * The "Try it" token endpoint's services: the developer's apps, the scopes each may be granted,
 * and the authorization server that mints the token, held to a per-account rate.
 */
export function tryItTokenDeps(locals: RequestLocals): TryItTokenDeps {
  const { services } = locals;
  return {
    accountId: locals.account?.id,
    enabled: services.env.APP_REGISTRY === 'embedded',
    apps: services.apps,
    grantableScopes: async (clientId) => {
      const domain = (await services.manifest()).site.employeeEmailDomain;
      return (await readOauthClient(await services.db(), clientId, domain))?.scopes ?? [];
    },
    mint: async (grant) => {
      const oauth = await services.oauth();
      return mintAccessToken(oauth.provider, oauth.apiResource, grant);
    },
    limiter: feedbackRateLimiter(services.sharedState()),
    log: services.log.child({ module: 'try-it' }),
  };
}
