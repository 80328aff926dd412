import type { z } from 'zod';
import { can, type AppAction, type FieldProblem } from '../../core/console/index.ts';
import { appPagePath, type ConsolePageTab } from '../../core/console/console-pages.ts';
import type { ConsoleApi, Credentials } from '../../schemas/console.ts';
import type { AppAvatarStore } from './app-avatar-store.ts';
import type { AppRegistry, AppView } from './app-registry.ts';
import { runConsoleForm, type FormFields } from './console-form.ts';
import type { ConsoleDeveloper } from './console-developer.ts';

/** What a post to an app page works with: the registry, who posts, the app as they see it. */
export interface AppFormContext {
  registry: AppRegistry;
  developer: ConsoleDeveloper;
  view: AppView;
  /** The site's API catalogue (`manifest.site.consoleApis`). */
  catalogue: readonly ConsoleApi[];
  /** App avatar files (the settings page's avatar form, deletion). */
  avatars: AppAvatarStore;
}

/**
 * What an app page does with a post: Post/Redirect/Get to the page with `?done=<intent>` when
 * the change went through; otherwise render the page again with the status, the problems beside
 * their fields and what was typed. A rotation renders too, with the new credentials: the secret
 * is in that answer and nowhere else.
 */
export type AppPostResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'render';
      status: 200 | 400 | 403 | 404;
      intent: string;
      problems: FieldProblem[];
      fields: FormFields;
      credentials?: Credentials;
    };

/** The page's address after a change: `?done=<intent>` picks its confirmation message. */
export function donePath(appId: string, tab: ConsolePageTab, intent: string): string {
  return `${appPagePath(appId, tab)}?done=${encodeURIComponent(intent)}`;
}

/** A post with an intent the page does not have: 400, naming the form. */
export function unknownIntent(intent: string, fields: FormFields): AppPostResult {
  return {
    kind: 'render',
    status: 400,
    intent,
    problems: [{ field: 'form', message: `Form: '${intent}' is not an action of this page` }],
    fields,
  };
}

/**
 * One change of an app from a form: 403 when the developer's role does not allow `action` (a
 * viewer editing), checked before the input so a viewer learns nothing from validation; then
 * the input by `schema` (400), then `act` (registry refusals mapped), then a redirect to the
 * page with `?done=<intent>`.
 */
export async function runAppForm<S extends z.ZodType>(
  context: AppFormContext,
  form: { tab: ConsolePageTab; intent: string; action: AppAction; fields: FormFields; schema: S },
  act: (input: z.output<S>) => Promise<unknown>,
  check?: (input: z.output<S>) => FieldProblem[],
): Promise<AppPostResult> {
  const { intent, fields } = form;
  if (!can(context.view.role, form.action)) {
    return { kind: 'render', status: 403, intent, problems: [forbiddenProblem()], fields };
  }
  const outcome = await runConsoleForm(fields, form.schema, act, check);
  if (outcome.ok) return { kind: 'redirect', location: donePath(context.view.app.id, form.tab, intent) };
  return { kind: 'render', status: outcome.status, intent, problems: outcome.problems, fields };
}

/** The problem a role too weak for a change shows. */
export function forbiddenProblem(): FieldProblem {
  return { field: 'form', message: 'Your role on this app does not allow this change' };
}
