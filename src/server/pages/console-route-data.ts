import type { I18nPayload } from '../../core/i18n/payload.ts';
import { can, consoleFeatures, tabVisible, visibleTabs, type ConsoleTab } from '../../core/console/index.ts';
import { appPagePath, type ConsolePageTab, type ConsoleTabLink } from '../../core/console/console-pages.ts';
import { isSignedIn } from '../../core/sessions/signed-in.ts';
import type { SiteManifest } from '../../schemas/built.ts';
import { AppIdSchema, type AccountFeatureFlag } from '../../schemas/console.ts';
import { CONSOLE_CATALOGUES } from '../../ui/features/console/messages.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { notFoundMessages } from '../../ui/views/not-found/messages.ts';
import { accountPageUrl, LOGIN_PATH } from '../accounts/account-page-urls.ts';
import { safeReturnTo } from '../accounts/return-to.ts';
import type { AppRegistry, AppView } from '../console/app-registry.ts';
import type { AppFormContext } from '../console/app-form.ts';
import { appAvatarStore, type AppAvatarStore } from '../console/app-avatar-store.ts';
import type { ConsoleDeveloper } from '../console/console-developer.ts';
import { sentCsrfToken } from '../security/csrf.ts';
import type { PageRequest } from './chrome-route-data.ts';

/** What every console page has: the site, the developer, the registry, messages and CSRF token. */
export interface ConsolePageData {
  kind: 'console';
  manifest: SiteManifest;
  developer: ConsoleDeveloper;
  registry: AppRegistry;
  /** App avatar files, in the portal's database whichever registry keeps the apps. */
  avatars: AppAvatarStore;
  /** `payloadFor(locale, ...CONSOLE_CATALOGUES)`: the console's messages in the reader's locale. */
  i18n: I18nPayload;
  csrfToken: string;
}

/** Signed out: go to the login page, coming back here afterwards. */
export interface ConsoleRedirect {
  kind: 'redirect';
  location: string;
}

/** The app is missing, hidden from this developer, or the tab is hidden: the portal's 404. */
export interface ConsoleNotFound {
  kind: 'not-found';
  manifest: SiteManifest;
  pathname: string;
  i18n: I18nPayload;
}

/** An app page: the app as the developer sees it, their role and the tabs they get. */
export interface ConsoleAppData extends Omit<ConsolePageData, 'kind'> {
  kind: 'app';
  view: AppView;
  tab: ConsolePageTab;
  tabs: ConsoleTabLink[];
}

/** The developer signed in on this request, or undefined for a visitor. */
export function consoleDeveloper(page: PageRequest, manifest: SiteManifest): ConsoleDeveloper | undefined {
  const { account, principal } = page.locals;
  if (!isSignedIn(account) || principal.accountId === undefined) return undefined;
  return {
    actor: { id: account.id, email: account.email },
    owner: { id: account.id, email: account.email, emailVerified: principal.emailVerified === true },
    principal,
    features: consoleFeatures(principal, manifest.site.consoleFlags),
  };
}

/**
 * Any console page's data: the signed-in developer with their console features and the app
 * registry; a visitor is sent to sign in and brought back to the same path (and query).
 */
export async function consoleRouteData(page: PageRequest): Promise<ConsolePageData | ConsoleRedirect> {
  const { locals, url } = page;
  const manifest = await locals.services.manifest();
  const developer = consoleDeveloper(page, manifest);
  if (developer === undefined) {
    return {
      kind: 'redirect',
      location: accountPageUrl(LOGIN_PATH, safeReturnTo(url.pathname + url.search)),
    };
  }
  return {
    kind: 'console',
    manifest,
    developer,
    registry: await locals.services.apps(),
    avatars: appAvatarStore(locals.services.db),
    i18n: payloadFor(locals.locale, ...CONSOLE_CATALOGUES),
    // The middleware sets the token on reads only; a post's answer (a form refused, a secret
    // shown) re-renders forms with the token the post carried, which the middleware checked.
    csrfToken: locals.csrfToken ?? (await sentCsrfToken(page.request)),
  };
}

/** The portal's 404 for a console page, without suggestions (they could hint at other apps). */
export function consoleNotFound(page: PageRequest, manifest: SiteManifest): ConsoleNotFound {
  return {
    kind: 'not-found',
    manifest,
    pathname: page.url.pathname,
    i18n: payloadFor(page.locals.locale, notFoundMessages),
  };
}

/** The tab bar for a developer's role on an app: the visible tabs, then Delete for its owner. */
export function tabLinks(view: AppView, features: ReadonlySet<AccountFeatureFlag>): ConsoleTabLink[] {
  const context = { appType: view.app.appType, features, role: view.role };
  const tabs: ConsolePageTab[] = [
    ...visibleTabs(context),
    ...(can(view.role, 'delete') ? ['delete' as const] : []),
  ];
  return tabs.map((tab) => ({ tab, href: appPagePath(view.app.id, tab) }));
}

/**
 * An app page's data (/console/myapps/{appId}/…). The app is read through `findApp`, which
 * answers nothing when it is missing or the developer has no role on it: both are the portal's
 * 404, so an app id reveals nothing to a stranger. A tab the developer does not get (a feature
 * off, an app type without it, Delete for anyone but the owner) is a 404 too.
 */
export async function consoleAppRouteData(
  page: PageRequest,
  appId: string | undefined,
  tab: ConsolePageTab,
): Promise<ConsoleAppData | ConsoleRedirect | ConsoleNotFound> {
  const data = await consoleRouteData(page);
  if (data.kind === 'redirect') return data;
  const notFound = consoleNotFound(page, data.manifest);
  const id = AppIdSchema.safeParse(appId);
  const view = id.success ? await data.registry.findApp(id.data, data.developer.actor.id) : undefined;
  if (view === undefined) return notFound;
  const context = { appType: view.app.appType, features: data.developer.features, role: view.role };
  const shown = tab === 'delete' ? can(view.role, 'delete') : tabVisible(tab as ConsoleTab, context);
  if (!shown) return notFound;
  return { ...data, kind: 'app', view, tab, tabs: tabLinks(view, data.developer.features) };
}

/** What the app page's form handlers work with, from its route data. */
export function appFormContext(data: ConsoleAppData): AppFormContext {
  return {
    registry: data.registry,
    developer: data.developer,
    view: data.view,
    catalogue: data.manifest.site.consoleApis,
    avatars: data.avatars,
  };
}

export type { ConsoleDeveloper };
