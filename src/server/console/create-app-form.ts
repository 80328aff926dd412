import { CreateAppInputSchema, type ConsoleApp, type Credentials } from '../../schemas/console.ts';
import type { AppRegistry } from './app-registry.ts';
import type { ConsoleDeveloper } from './console-developer.ts';
import { readFormFields, runConsoleForm, type FormOutcome } from './console-form.ts';

/**
 * A post to /apps/create: name, kind ("OAuth 2.0 integration" or "Forge app") and the terms,
 * all required (400 naming each missing one; the app quota is the registry's 400 on `name`).
 * On success the page renders the credentials in this very answer: the client secret is never
 * stored in a session or put in a URL, so it cannot be shown again.
 */
export async function createAppPost(
  request: Request,
  context: { registry: AppRegistry; developer: ConsoleDeveloper },
): Promise<FormOutcome<{ app: ConsoleApp; credentials: Credentials }>> {
  const form = await readFormFields(request);
  const fields = form?.fields ?? {};
  // An unticked checkbox posts nothing: the schema then says the terms must be accepted.
  return runConsoleForm({ acceptTerms: '', ...fields }, CreateAppInputSchema, (input) =>
    context.registry.createApp(context.developer.owner, input),
  );
}
