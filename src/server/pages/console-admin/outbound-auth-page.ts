import {
  AppOrOutboundAuthServiceNotFound,
  can,
  MAX_OUTBOUND_AUTH_SERVICES_PER_APP,
  OutboundAuthServiceNotFound,
} from '../../../core/console/index.ts';
import { OutboundAuthServiceInputSchema, type OutboundAuthService } from '../../../schemas/console.ts';
import { runConsoleForm, type FormFields, type FormOutcome } from '../../console/console-form.ts';
import type { AdminFormContext, AdminPageSpec } from '../console-admin-route-data.ts';
import type {
  OutboundAuthProps,
  OutboundFormValues,
} from '../../../ui/features/console-admin/outbound-auth-panel.tsx';
import { forbiddenRefusal, formText, onForm } from './admin-form.ts';

/** The service form's fields; the three URLs are the generic oauth2 provider's only. */
export const OUTBOUND_FIELDS = [
  'provider',
  'key',
  'displayName',
  'clientId',
  'clientSecret',
  'scopes',
  'authorizationUrl',
  'tokenUrl',
  'profileRetrieverUrl',
] as const;

const OAUTH2_ONLY = ['authorizationUrl', 'tokenUrl', 'profileRetrieverUrl'] as const;

/** Posted fields without the secret, so a refused form never echoes it back. */
function withoutSecret(fields: FormFields): FormFields {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'clientSecret'));
}

/** The spec's errors for a missing service or app, as the page answers them. */
function serviceRefusal(error: unknown, fields: FormFields): FormOutcome<never> {
  // Hidden or gone: the page's 404, which says nothing about which.
  if (error instanceof AppOrOutboundAuthServiceNotFound)
    return { ok: false, status: 404, problems: [], fields };
  if (error instanceof OutboundAuthServiceNotFound) {
    return {
      ok: false,
      status: 404,
      problems: [{ field: 'form', message: `${error.name}: ${error.message}` }],
      fields,
    };
  }
  throw error;
}

async function put(fields: FormFields, context: AdminFormContext): Promise<FormOutcome<unknown>> {
  const { view, developer, registry } = context;
  const shown = withoutSecret(fields);
  if (!can(view.role, 'edit')) return forbiddenRefusal(context, shown);
  const provider = formText(fields, 'provider');
  const input: FormFields & { scopes?: string[] } = {
    provider,
    key: formText(fields, 'key').trim(),
    displayName: formText(fields, 'displayName'),
    clientId: formText(fields, 'clientId'),
    clientSecret: formText(fields, 'clientSecret'),
    scopes: formText(fields, 'scopes')
      .split(/\s+/)
      .filter((scope) => scope !== ''),
  };
  // Dropbox and Google have known endpoints: their URL fields, shown to every provider without
  // JavaScript, are left out rather than refused.
  if (provider === 'oauth2') for (const name of OAUTH2_ONLY) input[name] = formText(fields, name);
  try {
    const outcome = await runConsoleForm(input as FormFields, OutboundAuthServiceInputSchema, (service) =>
      registry.putOutboundAuth(view.app.id, developer.actor, service),
    );
    return { ...outcome, fields: shown };
  } catch (error) {
    return serviceRefusal(error, shown);
  }
}

async function remove(fields: FormFields, context: AdminFormContext): Promise<FormOutcome<unknown>> {
  const { view, developer, registry } = context;
  if (!can(view.role, 'edit')) return forbiddenRefusal(context, fields);
  try {
    await registry.removeOutboundAuth(view.app.id, developer.actor, formText(fields, 'key'));
    return { ok: true, value: undefined, fields };
  } catch (error) {
    return serviceRefusal(error, fields);
  }
}

const EMPTY: OutboundFormValues = {
  provider: 'oauth2',
  key: '',
  displayName: '',
  clientId: '',
  scopes: '',
  authorizationUrl: '',
  tokenUrl: '',
  profileRetrieverUrl: '',
};

function valuesOf(service: OutboundAuthService): OutboundFormValues {
  return {
    provider: service.provider,
    key: service.key,
    displayName: service.displayName ?? '',
    clientId: service.clientId,
    scopes: service.scopes.join(' '),
    authorizationUrl: service.provider === 'oauth2' ? service.authorizationUrl : '',
    tokenUrl: service.provider === 'oauth2' ? service.tokenUrl : '',
    profileRetrieverUrl: service.provider === 'oauth2' ? service.profileRetrieverUrl : '',
  };
}

/**
 * The outbound auth page (the shell shows it with the outbound-auth feature only): the app's
 * services without their secrets, a form that adds one or replaces the one with the same key
 * (dropbox, google, or a generic oauth2 provider with its profile retriever URL; the client
 * secret is write-only), and removal. A missing service is the spec's OutboundAuthServiceNotFound;
 * a missing or hidden app its AppOrOutboundAuthServiceNotFound, answered as the portal's 404.
 */
export const outboundAuthPage: AdminPageSpec<OutboundAuthProps> = {
  actions: { put, remove },
  async props(context, page) {
    const { view, form } = context;
    const refusal = form.refused;
    const editKey = page.url.searchParams.get('edit') ?? undefined;
    const editing = view.outboundAuth.find((service) => service.key === editKey);
    let values = editing === undefined ? EMPTY : valuesOf(editing);
    if (refusal?.intent === 'put') {
      const typed = (name: keyof OutboundFormValues) => formText(refusal.fields, name);
      values = {
        provider: typed('provider'),
        key: typed('key'),
        displayName: typed('displayName'),
        clientId: typed('clientId'),
        scopes: typed('scopes'),
        authorizationUrl: typed('authorizationUrl'),
        tokenUrl: typed('tokenUrl'),
        profileRetrieverUrl: typed('profileRetrieverUrl'),
      };
    }
    return {
      canEdit: can(view.role, 'edit'),
      services: view.outboundAuth,
      values,
      editing: editing?.key,
      problems: onForm(refusal?.problems ?? [], refusal?.intent === 'put' ? OUTBOUND_FIELDS : []),
      refusedIntent: refusal?.intent,
      quota: MAX_OUTBOUND_AUTH_SERVICES_PER_APP,
      action: form.action,
      csrfToken: form.csrfToken,
      done: form.done,
    };
  },
};
