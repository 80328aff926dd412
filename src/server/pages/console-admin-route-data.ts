import type { ConsolePageTab } from '../../core/console/console-pages.ts';
import type { FieldProblem } from '../../core/console/index.ts';
import type { I18nPayload } from '../../core/i18n/payload.ts';
import { CONSOLE_ADMIN_CATALOGUES, consoleAdminMessages } from '../../ui/features/console-admin/messages.ts';
import { CONSOLE_CATALOGUES } from '../../ui/features/console/messages.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { translator, type Translate } from '../../ui/i18n/i18n-context.tsx';
import { donePath, type AppFormContext, type AppPostResult } from '../console/app-form.ts';
import { readFormFields, type FormFields, type FormOutcome } from '../console/console-form.ts';
import type { Database } from '../storage/database.ts';
import type { PageRequest } from './chrome-route-data.ts';
import { consoleAppPage, type ConsoleAppPage } from './console-app-page.ts';
import type { ConsoleNotFound, ConsoleRedirect } from './console-route-data.ts';

/** The administration tabs of an app, built on the console shell. */
export type AdminTab = Extract<
  ConsolePageTab,
  'distribution' | 'environments' | 'outbound-auth' | 'members' | 'audit'
>;

/** What an administration page's form actions work with, besides the shell's form context. */
export interface AdminFormContext extends AppFormContext {
  /** The administration pages' messages in the reader's locale, for refusals worded here. */
  t: Translate<typeof consoleAdminMessages>;
  /** The portal's database (members are looked up among its accounts). */
  db: () => Promise<Database>;
}

/** One form of a page, by the intent its submit button names: the change, or why not. */
export type AdminAction = (fields: FormFields, context: AdminFormContext) => Promise<FormOutcome<unknown>>;

/** An administration page as its props builder sees it: the shell's page and the messages. */
export interface AdminContext extends ConsoleAppPage {
  /** The console's and the administration pages' messages in the reader's locale. */
  i18n: I18nPayload;
}

/** How each tab builds its page, and the posts it takes. */
export interface AdminPageSpec<P> {
  actions?: Readonly<Record<string, AdminAction>>;
  props: (context: AdminContext, page: PageRequest) => Promise<P>;
}

/** An administration page ready to render: the shell's page data and the tab's props. */
export interface AdminPageData<P> extends AdminContext {
  props: P;
}

/**
 * The shell's post handler for a page's actions: the form's intent picks the action; a change
 * done redirects back to the page with `?done=<intent>` (Post/Redirect/Get), a refusal renders
 * the page again with its status and problems. A 404 with no problem is the app gone or hidden
 * (the portal's 404); one with a problem (the spec's OutboundAuthServiceNotFound) is shown.
 */
function postHandler(
  tab: AdminTab,
  actions: Readonly<Record<string, AdminAction>>,
  page: PageRequest,
  i18n: I18nPayload,
) {
  return async (request: Request, shell: AppFormContext): Promise<AppPostResult> => {
    const context: AdminFormContext = {
      ...shell,
      t: translator(consoleAdminMessages, i18n),
      db: page.locals.services.db,
    };
    const form = await readFormFields(request);
    const intent = form?.intent ?? '';
    const fields = form?.fields ?? {};
    const action = Object.hasOwn(actions, intent) ? actions[intent] : undefined;
    if (action === undefined) {
      const problems: FieldProblem[] = [{ field: 'form', message: context.t('consoleAdmin.unknownForm') }];
      return { kind: 'render', status: 400, intent, problems, fields };
    }
    const outcome = await action(fields, context);
    if (outcome.ok) return { kind: 'redirect', location: donePath(shell.view.app.id, tab, intent) };
    return {
      kind: 'render',
      status: outcome.status,
      intent,
      problems: outcome.problems,
      fields: outcome.fields,
    };
  };
}

/**
 * An administration page of an app (/console/myapps/{appId}/{tab}/) on the console shell's
 * `consoleAppPage`: its sign-in redirect, its 404 for strangers and hidden tabs, its CSRF-checked
 * post flow, with this page's actions; then the tab's props, in the console's and this feature's
 * messages.
 */
export async function adminRouteData<P>(
  page: PageRequest,
  appId: string | undefined,
  tab: AdminTab,
  spec: AdminPageSpec<P>,
): Promise<AdminPageData<P> | ConsoleRedirect | ConsoleNotFound> {
  const i18n = payloadFor(page.locals.locale, ...CONSOLE_CATALOGUES, ...CONSOLE_ADMIN_CATALOGUES);
  const post = spec.actions === undefined ? undefined : postHandler(tab, spec.actions, page, i18n);
  const data = await consoleAppPage(page, appId, tab, post);
  if (data.kind !== 'app') return data;
  const context: AdminContext = { ...data, i18n };
  return { ...context, props: await spec.props(context, page) };
}
