import { AppDetailsSchema } from '../../schemas/console.ts';
import { readFormFields } from './console-form.ts';
import {
  forbiddenProblem,
  runAppForm,
  unknownIntent,
  type AppFormContext,
  type AppPostResult,
} from './app-form.ts';
import { can } from '../../core/console/index.ts';
import { registryRefusal } from './console-form.ts';
import { APP_AVATAR_INTENTS, appAvatarPost } from './app-avatar-form.ts';

/** What the settings form edits of the app's details; the distribution page edits the rest. */
const SettingsSchema = AppDetailsSchema.pick({ name: true, description: true }).strict();

/**
 * A post to /console/myapps/{appId}/settings/: `details` saves the name and description
 * (keeping every other detail as it is); `rotate` makes a new client secret and renders it in
 * this answer, the only time it is shown, while the old one and its tokens stop working;
 * `avatar` and `avatar-remove` change the app avatar (app-avatar-form.ts).
 */
export async function settingsPost(request: Request, context: AppFormContext): Promise<AppPostResult> {
  const form = await readFormFields(request);
  const fields = form?.fields ?? {};
  const intent = form?.intent ?? '';
  const { registry, developer, view } = context;
  if (intent === 'details') {
    return runAppForm(
      context,
      { tab: 'settings', intent, action: 'edit', fields, schema: SettingsSchema },
      (input) =>
        registry.updateDetails(
          view.app.id,
          developer.actor,
          { ...view.details, ...input },
          {
            features: developer.features,
          },
        ),
    );
  }
  if (intent === APP_AVATAR_INTENTS.upload || intent === APP_AVATAR_INTENTS.remove) {
    return appAvatarPost(intent, form?.files ?? {}, context);
  }
  if (intent === 'rotate') {
    if (!can(view.role, 'rotate-secret')) {
      return { kind: 'render', status: 403, intent, problems: [forbiddenProblem()], fields: {} };
    }
    try {
      const credentials = await registry.rotateSecret(view.app.id, developer.actor);
      return { kind: 'render', status: 200, intent, problems: [], fields: {}, credentials };
    } catch (error) {
      const refusal = registryRefusal(error, {});
      return { kind: 'render', status: refusal.status, intent, problems: refusal.problems, fields: {} };
    }
  }
  return unknownIntent(intent, fields);
}
