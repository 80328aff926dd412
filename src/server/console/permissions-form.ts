import { z } from 'zod';
import { apiAdditionProblems } from '../../core/console/index.ts';
import { AddApiInputSchema, ApiIdSchema } from '../../schemas/console.ts';
import { readFormFields } from './console-form.ts';
import { runAppForm, unknownIntent, type AppFormContext, type AppPostResult } from './app-form.ts';

const RemoveApiSchema = z.object({ apiId: ApiIdSchema }).strict();

/**
 * A post to /console/myapps/{appId}/permissions/: `add` enrols the app in an API offered to the
 * developer (the access policy's word, spec §6) with scopes that API defines, merging them with
 * scopes already added; `remove` takes the API away.
 */
export async function permissionsPost(request: Request, context: AppFormContext): Promise<AppPostResult> {
  const form = await readFormFields(request, ['scopes']);
  const fields = form?.fields ?? {};
  const intent = form?.intent ?? '';
  const { registry, developer, view, catalogue } = context;
  const base = { tab: 'permissions' as const, intent, action: 'edit' as const, fields };
  if (intent === 'add') {
    return runAppForm(
      context,
      { ...base, schema: AddApiInputSchema },
      (input) => registry.addApi(view.app.id, developer.actor, input),
      (input) => apiAdditionProblems(developer.principal, catalogue, input),
    );
  }
  if (intent === 'remove') {
    return runAppForm(context, { ...base, schema: RemoveApiSchema }, (input) =>
      registry.removeApi(view.app.id, developer.actor, input.apiId),
    );
  }
  return unknownIntent(intent, fields);
}
