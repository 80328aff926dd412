import type { OutboundAuthService } from '../../schemas/console.ts';

/**
 * An app the caller can see has no outbound auth service under this key (spec §8
 * OutboundAuthServiceNotFound). Answered as 404.
 */
export class OutboundAuthServiceNotFound extends Error {
  override readonly name = 'OutboundAuthServiceNotFound';
  readonly status = 404;
  readonly serviceKey: string;

  constructor(serviceKey: string) {
    super(`No outbound auth service '${serviceKey}' on this app`);
    this.serviceKey = serviceKey;
  }
}

/**
 * The app is missing, or hidden from the caller, or has no such service: one error for all
 * three (spec §8 AppOrOutboundAuthServiceNotFound), so a caller without access learns nothing
 * about which app ids exist. Answered as 404.
 */
export class AppOrOutboundAuthServiceNotFound extends Error {
  override readonly name = 'AppOrOutboundAuthServiceNotFound';
  readonly status = 404;
  readonly serviceKey: string;

  constructor(serviceKey: string) {
    super(`No app or outbound auth service '${serviceKey}' was found`);
    this.serviceKey = serviceKey;
  }
}

/**
 * The outbound auth service `key` of an app. `app` is undefined when the app does not exist or
 * the caller has no role on it; then the answer must not tell which, so it throws
 * {@link AppOrOutboundAuthServiceNotFound}. A visible app without the service throws
 * {@link OutboundAuthServiceNotFound}.
 */
export function findOutboundAuthService(
  app: { outboundAuth: readonly OutboundAuthService[] } | undefined,
  key: string,
): OutboundAuthService {
  if (app === undefined) throw new AppOrOutboundAuthServiceNotFound(key);
  const service = app.outboundAuth.find((candidate) => candidate.key === key);
  if (service === undefined) throw new OutboundAuthServiceNotFound(key);
  return service;
}
