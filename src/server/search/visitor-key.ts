import type { SiteConfig } from '../../schemas/site.ts';
import type { SearchClientConfig } from '../../schemas/search-client.ts';
import { accessFilterFor } from './access-filter.ts';
import { analyticsTagsFor } from './analytics-tags.ts';
import { generateSecuredApiKey, type KeyRestrictions } from './secured-api-key.ts';
import type { SearchCaller } from './search-service.ts';
import { searchUserToken } from './user-token.ts';

/** Path of the key endpoint (spec §7). */
export const SEARCH_TOKEN_PATH = '/api/search/token';

/** What a visitor's key is made of, whichever provider checks it. */
export interface VisitorKeySettings {
  parentKey: string;
  indexName: string;
  lifetimeMs: number;
  site: Pick<SiteConfig, 'vendorName' | 'employeeEmailDomain'>;
  now?: number;
}

/**
 * The restrictions of a visitor's key (issue 4 §3): the access filter of the principal, the key's
 * end of validity, the search user token, the portal's index only, and the analytics tags.
 */
export function visitorRestrictions(caller: SearchCaller, settings: VisitorKeySettings): KeyRestrictions {
  const now = settings.now ?? Date.now();
  return {
    filters: accessFilterFor(caller.principal),
    validUntil: Math.floor((now + settings.lifetimeMs) / 1000),
    userToken: searchUserToken(caller.principal, caller.cookieHeader),
    restrictIndices: [settings.indexName],
    analyticsTags: analyticsTagsFor(caller.principal, settings.site),
  };
}

/** A fresh secured key for a visitor, with its lifetime and absolute expiry (ms). */
export function mintVisitorKey(
  caller: SearchCaller,
  settings: VisitorKeySettings,
): { key: string; lifetimeMs: number; expiresAt: number; restrictions: KeyRestrictions } {
  const restrictions = visitorRestrictions(caller, settings);
  return {
    key: generateSecuredApiKey(settings.parentKey, restrictions),
    lifetimeMs: settings.lifetimeMs,
    // validUntil is whole seconds: report the expiry the key really has.
    expiresAt: restrictions.validUntil! * 1000,
    restrictions,
  };
}

/** The browser configuration around a freshly minted key. */
export function clientConfigFor(
  caller: SearchCaller,
  settings: VisitorKeySettings,
  where: Pick<SearchClientConfig, 'provider' | 'appId' | 'hosts' | 'insightsHost'>,
): SearchClientConfig {
  const minted = mintVisitorKey(caller, settings);
  return {
    ...where,
    indexName: settings.indexName,
    apiSearchKey: minted.key,
    keyExpiry: minted.expiresAt,
    tokenPath: SEARCH_TOKEN_PATH,
    userToken: minted.restrictions.userToken!,
    analyticsTags: [...minted.restrictions.analyticsTags!],
  };
}
