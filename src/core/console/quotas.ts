import type { FieldProblem } from './field-problem.ts';

/**
 * Quotas of the console. They keep one account from filling the registry (and the
 * authorization server's client table) and keep every page a short list; a developer who needs
 * more deletes what they no longer use. Each check returns the problem to show, or undefined.
 */
export const MAX_APPS_PER_DEVELOPER = 50;
/** Callback URLs per app: enough for local, staging and production hosts of several clients. */
export const MAX_CALLBACK_URLS_PER_APP = 10;
/** Members per app besides the owner. */
export const MAX_MEMBERS_PER_APP = 25;
/** Outbound auth services per app. */
export const MAX_OUTBOUND_AUTH_SERVICES_PER_APP = 10;

/** The exact texts the console answers when a quota is reached. */
export const QUOTA_MESSAGES = {
  apps: `You have reached the limit of ${MAX_APPS_PER_DEVELOPER} apps. Delete an app you no longer need to create another.`,
  callbackUrls: `An app can have at most ${MAX_CALLBACK_URLS_PER_APP} callback URLs. Remove one to add another.`,
  members: `An app can have at most ${MAX_MEMBERS_PER_APP} members. Remove one to add another.`,
  outboundAuth: `An app can have at most ${MAX_OUTBOUND_AUTH_SERVICES_PER_APP} outbound auth services. Remove one to add another.`,
} as const;

function atLimit(count: number, max: number, field: string, message: string): FieldProblem | undefined {
  return count >= max ? { field, message } : undefined;
}

/** May a developer who owns `ownedApps` apps create one more? */
export function appQuotaProblem(ownedApps: number): FieldProblem | undefined {
  return atLimit(ownedApps, MAX_APPS_PER_DEVELOPER, 'name', QUOTA_MESSAGES.apps);
}

/** May an app with `callbackUrls` callback URLs get one more? */
export function callbackUrlQuotaProblem(callbackUrls: number): FieldProblem | undefined {
  return atLimit(callbackUrls, MAX_CALLBACK_URLS_PER_APP, 'callbackUrl', QUOTA_MESSAGES.callbackUrls);
}

/** May an app with `members` members get one more? */
export function memberQuotaProblem(members: number): FieldProblem | undefined {
  return atLimit(members, MAX_MEMBERS_PER_APP, 'email', QUOTA_MESSAGES.members);
}

/** May an app with `services` outbound auth services get one more? */
export function outboundAuthQuotaProblem(services: number): FieldProblem | undefined {
  return atLimit(services, MAX_OUTBOUND_AUTH_SERVICES_PER_APP, 'key', QUOTA_MESSAGES.outboundAuth);
}
