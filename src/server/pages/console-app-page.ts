import { can } from '../../core/console/index.ts';
import { appPagePath, type ConsolePageTab } from '../../core/console/console-pages.ts';
import type { Credentials } from '../../schemas/console.ts';
import type { AppFormState } from '../../ui/features/console/app-form-state.ts';
import type { AppFormContext, AppPostResult } from '../console/app-form.ts';
import type { PageRequest } from './chrome-route-data.ts';
import {
  appFormContext,
  consoleAppRouteData,
  consoleNotFound,
  type ConsoleAppData,
  type ConsoleNotFound,
  type ConsoleRedirect,
} from './console-route-data.ts';

/** How an app page handles its forms' posts (settingsPost, authorizationPost, …). */
export type AppPostHandler = (request: Request, context: AppFormContext) => Promise<AppPostResult>;

/** An app page to render: its data, the status to answer and the state of its forms. */
export interface ConsoleAppPage extends ConsoleAppData {
  status: 200 | 400 | 403 | 404 | 405;
  form: AppFormState;
  /** New credentials, only in the answer to a rotation. */
  credentials?: Credentials | undefined;
}

/**
 * An app page, GET or POST: the route data (sign-in redirect, 404 for strangers and hidden
 * tabs), then for a POST the page's handler: a change done redirects to the page (303,
 * Post/Redirect/Get); a refusal renders the page with 400/403 and the problems; the app gone
 * meanwhile is the 404. A page without forms answers a POST with 405.
 */
export async function consoleAppPage(
  page: PageRequest,
  appId: string | undefined,
  tab: ConsolePageTab,
  post?: AppPostHandler,
): Promise<ConsoleAppPage | ConsoleRedirect | ConsoleNotFound> {
  const data = await consoleAppRouteData(page, appId, tab);
  if (data.kind !== 'app') return data;
  const form: AppFormState = {
    action: appPagePath(data.view.app.id, tab),
    csrfToken: data.csrfToken,
    canEdit: can(data.view.role, 'edit'),
    done: page.url.searchParams.get('done') ?? undefined,
  };
  if (page.request.method !== 'POST') return { ...data, status: 200, form };
  if (post === undefined) return { ...data, status: 405, form };
  const result = await post(page.request, appFormContext(data));
  if (result.kind === 'redirect') return { kind: 'redirect', location: result.location };
  // The app gone or hidden; a 404 that names a problem (a spec error such as
  // OutboundAuthServiceNotFound on a visible app) renders the page with it instead.
  if (result.status === 404 && result.problems.length === 0) return consoleNotFound(page, data.manifest);
  const refused =
    result.status === 200
      ? undefined
      : { intent: result.intent, status: result.status, problems: result.problems, fields: result.fields };
  return {
    ...data,
    status: result.status,
    form: { ...form, done: undefined, refused },
    credentials: result.credentials,
  };
}
