import { z } from 'zod';
import { AddCallbackUrlSchema } from '../../schemas/console.ts';
import { readFormFields } from './console-form.ts';
import { runAppForm, unknownIntent, type AppFormContext, type AppPostResult } from './app-form.ts';

/** Removing takes the URL exactly as listed (the registry compares it verbatim). */
const RemoveCallbackUrlSchema = z
  .object({ callbackUrl: z.string({ error: 'Callback URL is required' }).min(1, 'Callback URL is required') })
  .strict();

/**
 * A post to /console/myapps/{appId}/authorization/: `add` a callback URL (checked by the
 * callback URL schema; the registry answers the quota), or `remove` one.
 */
export async function authorizationPost(request: Request, context: AppFormContext): Promise<AppPostResult> {
  const form = await readFormFields(request);
  const fields = form?.fields ?? {};
  const intent = form?.intent ?? '';
  const { registry, developer, view } = context;
  const base = { tab: 'authorization' as const, intent, action: 'edit' as const, fields };
  if (intent === 'add') {
    return runAppForm(context, { ...base, schema: AddCallbackUrlSchema }, (input) =>
      registry.addCallbackUrl(view.app.id, developer.actor, input.callbackUrl),
    );
  }
  if (intent === 'remove') {
    return runAppForm(context, { ...base, schema: RemoveCallbackUrlSchema }, (input) =>
      registry.removeCallbackUrl(view.app.id, developer.actor, input.callbackUrl),
    );
  }
  return unknownIntent(intent, fields);
}
