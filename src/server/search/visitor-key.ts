import type { SiteConfig } from '../../schemas/site.ts';
import type { SearchClientConfig } from '../../schemas/search-client.ts';
import { accessFilterFor } from './access-filter.ts';
import { analyticsTagsFor } from './analytics-tags.ts';
import type { SearchRules } from './search-api-backend.ts';
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
 * The per-visitor search rules (spec §3, §5, §6), in one place: the access filter of the
 * principal, the search user token ('nonLoggedInUser' when anonymous) and the analytics tags. A
 * server-side search applies them directly; a visitor's key carries them to the /1/ API or Algolia.
 */
export function visitorRules(
  caller: SearchCaller,
  site: Pick<SiteConfig, 'vendorName' | 'employeeEmailDomain'>,
): Required<SearchRules> {
  return {
    filters: accessFilterFor(caller.principal),
    userToken: searchUserToken(caller.principal, caller.cookieHeader),
    analyticsTags: analyticsTagsFor(caller.principal, site),
  };
}

/**
 * The restrictions of a visitor's key: the visitor's rules, the key's end of validity and the
 * portal's index only.
 */
export function visitorRestrictions(caller: SearchCaller, settings: VisitorKeySettings): KeyRestrictions {
  const now = settings.now ?? Date.now();
  const { filters, userToken, analyticsTags } = visitorRules(caller, settings.site);
  return {
    filters,
    validUntil: Math.floor((now + settings.lifetimeMs) / 1000),
    userToken,
    restrictIndices: [settings.indexName],
    analyticsTags,
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
