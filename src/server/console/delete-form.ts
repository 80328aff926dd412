import { z } from 'zod';
import { MY_APPS_PATH } from '../../core/console/console-pages.ts';
import { readFormFields } from './console-form.ts';
import { runAppForm, type AppFormContext, type AppPostResult } from './app-form.ts';

/** The list's address after a deletion: `?deleted=1` shows the confirmation. */
export const DELETED_PATH = `${MY_APPS_PATH}?deleted=1`;

/**
 * A post to /console/myapps/{appId}/delete/: the developer typed the app's name (exactly, so a
 * slip of the mouse deletes nothing); the app goes with its client, tokens and everything it
 * has (its avatar files too), and the developer lands on their list with a confirmation.
 */
export async function deletePost(request: Request, context: AppFormContext): Promise<AppPostResult> {
  const form = await readFormFields(request);
  const fields = form?.fields ?? {};
  const { registry, developer, view, avatars } = context;
  const schema = z
    .object({
      confirmName: z
        .string({ error: 'Confirmation: type the app’s name exactly as shown to delete it' })
        .refine(
          (typed) => typed.trim() === view.app.name,
          'Confirmation: type the app’s name exactly as shown to delete it',
        ),
    })
    .strict();
  const result = await runAppForm(
    context,
    { tab: 'delete', intent: 'delete', action: 'delete', fields, schema },
    async () => {
      await registry.deleteApp(view.app.id, developer.actor);
      // The avatar's files are the portal's, not the registry's: they go once the app has.
      await avatars.removeAllBut(view.app.id);
    },
  );
  return result.kind === 'redirect' ? { kind: 'redirect', location: DELETED_PATH } : result;
}
