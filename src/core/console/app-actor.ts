/**
 * An app acting as itself, with its own client credentials (a CLI or CI reporting a deployment),
 * is recorded in the audit log under an actor id of its own kind, so the log never mistakes it
 * for a developer's account and the console can name the app instead.
 */
const APP_ACTOR_PREFIX = 'client:';

/** The audit actor id of the app whose client id is `clientId`. */
export function appActorId(clientId: string): string {
  return APP_ACTOR_PREFIX + clientId;
}

/** The client id of an app actor, or undefined when `actorId` is a developer's account. */
export function clientIdOfActor(actorId: string): string | undefined {
  return actorId.startsWith(APP_ACTOR_PREFIX) ? actorId.slice(APP_ACTOR_PREFIX.length) : undefined;
}
