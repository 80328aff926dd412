import { appPagePath } from '../../core/console/console-pages.ts';
import type { FieldProblem } from '../../core/console/index.ts';
import type { I18nPayload } from '../../core/i18n/payload.ts';
import { CONSOLE_ADMIN_CATALOGUES, consoleAdminMessages } from '../../ui/features/console-admin/messages.ts';
import { CONSOLE_CATALOGUES } from '../../ui/features/console/messages.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { translator, type Translate } from '../../ui/i18n/i18n-context.tsx';
import { notFoundMessages } from '../../ui/views/not-found/messages.ts';
import { readFormFields, type FormFields, type FormOutcome } from '../console/console-form.ts';
import type { Database } from '../storage/database.ts';
import type { PageRequest } from './chrome-route-data.ts';
import {
  consoleAppRouteData,
  type ConsoleAppData,
  type ConsoleNotFound,
  type ConsoleRedirect,
} from './console-route-data.ts';

/** The administration tabs of an app built on the console shell. */
export type AdminTab = 'distribution' | 'environments' | 'outbound-auth' | 'members' | 'audit';

/** What an administration page's post may do, by the intent its submit button names. */
export type AdminActions = Readonly<
  Record<string, (fields: FormFields, data: AdminContext) => Promise<FormOutcome<unknown>>>
>;

/** The app page's data with the translators the administration pages' server code uses. */
export interface AdminContext extends ConsoleAppData {
  /** The console's and the administration pages' messages in the reader's locale. */
  i18n: I18nPayload;
  t: Translate<typeof consoleAdminMessages>;
  /** The portal's database (members are looked up among its accounts). */
  db: () => Promise<Database>;
}

/** A refused post, as the page shows it again: the intent, problems and what was typed. */
export interface AdminRefusal {
  intent: string;
  problems: FieldProblem[];
  fields: FormFields;
}

/** An administration page ready to render: its props, the status and a refusal or notice. */
export interface AdminPageData<P> extends AdminContext {
  status: 200 | 400 | 403 | 404;
  props: P;
  refusal: AdminRefusal | undefined;
  /** The intent of the post that just went through (Post/Redirect/Get: `?done=`), if any. */
  done: string | undefined;
}

/** How each tab builds its page, and the posts it takes. */
export interface AdminPageSpec<P> {
  actions?: AdminActions;
  props: (context: AdminContext, refusal: AdminRefusal | undefined, page: PageRequest) => Promise<P>;
}

function notFound(page: PageRequest, data: ConsoleAppData): ConsoleNotFound {
  return {
    kind: 'not-found',
    manifest: data.manifest,
    pathname: page.url.pathname,
    i18n: payloadFor(page.locals.locale, notFoundMessages),
  };
}

/**
 * An administration page of an app (/console/myapps/{appId}/{tab}/): the shell's app data (its
 * 404 for strangers and hidden tabs, its sign-in redirect), then for a POST the action its
 * intent names. A post that goes through answers 303 back to the page with `?done=` (Post/
 * Redirect/Get), so a reload never posts again; a refused one re-renders the page with the
 * status (400 naming the field, 403 for a role that may not, 404 once the app is gone) and what
 * was typed. The CSRF token was checked by the middleware before the page ran.
 */
export async function adminRouteData<P>(
  page: PageRequest,
  appId: string | undefined,
  tab: AdminTab,
  spec: AdminPageSpec<P>,
): Promise<AdminPageData<P> | ConsoleRedirect | ConsoleNotFound> {
  const data = await consoleAppRouteData(page, appId, tab);
  if (data.kind !== 'app') return data;
  const i18n = payloadFor(page.locals.locale, ...CONSOLE_CATALOGUES, ...CONSOLE_ADMIN_CATALOGUES);
  const context: AdminContext = {
    ...data,
    i18n,
    t: translator(consoleAdminMessages, i18n),
    db: page.locals.services.db,
  };
  const actions = spec.actions ?? {};
  let refusal: AdminRefusal | undefined;
  let status: AdminPageData<P>['status'] = 200;
  if (page.request.method === 'POST') {
    const posted = await readFormFields(page.request);
    const action = posted === undefined ? undefined : actions[posted.intent];
    if (posted === undefined || action === undefined) {
      status = 400;
      refusal = {
        intent: posted?.intent ?? '',
        problems: [{ field: 'form', message: context.t('consoleAdmin.unknownForm') }],
        fields: posted?.fields ?? {},
      };
    } else {
      const outcome = await action(posted.fields, context);
      if (outcome.ok) {
        return { kind: 'redirect', location: `${appPagePath(data.view.app.id, tab)}?done=${posted.intent}` };
      }
      if (outcome.status === 404 && outcome.problems.length === 0) return notFound(page, data);
      status = outcome.status;
      refusal = { intent: posted.intent, problems: outcome.problems, fields: outcome.fields };
    }
  }
  const doneParam = page.url.searchParams.get('done') ?? '';
  const done = refusal === undefined && Object.hasOwn(actions, doneParam) ? doneParam : undefined;
  const props = await spec.props(context, refusal, page);
  return { ...context, status, props, refusal, done };
}
