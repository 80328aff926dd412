import { ANONYMOUS } from '../../core/policy/principal.ts';
import type { Portal } from '../portal.ts';
import type { RequestLocals } from './middleware.ts';

/**
 * What every request starts with, before the middleware runs: the portal's services and an
 * anonymous visitor with no session, in English until the locale middleware has read the site's
 * locales.
 */
export function initialLocals(services: Portal): RequestLocals {
  return {
    services,
    principal: ANONYMOUS,
    account: undefined,
    features: new Set<string>(),
    session: undefined,
    locale: 'en',
    csrfToken: undefined,
    cspNonce: '',
    storageUnavailable: false,
    pageCache: 'private',
    formActionOrigins: [],
    connectOrigins: [],
  };
}
