import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a secured key restricts (Algolia's generateSecuredApiKey restrictions the portal uses). */
export interface KeyRestrictions {
  /** Filters joined by AND to every query made with the key. */
  filters?: string | undefined;
  /** Unix time in seconds after which the key is refused. */
  validUntil?: number | undefined;
  /** Search user token enforced for analytics. */
  userToken?: string | undefined;
  /** Index names the key may query (exact names; Algolia's `*` wildcards also accepted). */
  restrictIndices?: readonly string[] | undefined;
  /** Analytics tags enforced on every query. */
  analyticsTags?: readonly string[] | undefined;
}

/** Algolia's query-string serialisation: keys sorted, lists joined by ',', '%20' for spaces. */
function serialize(restrictions: KeyRestrictions): string {
  const entries = Object.entries(restrictions).filter(([, value]) => value !== undefined);
  return entries
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/\+/g, '%20')}`)
    .join('&');
}

function sign(parentKey: string, queryString: string): string {
  return createHmac('sha256', parentKey).update(queryString).digest('hex');
}

/**
 * A secured API key exactly as Algolia's `generateSecuredApiKey` makes it: base64 of the hex
 * HMAC-SHA256 of the restrictions' query string under the parent key, followed by that query
 * string. Keys made here work with Algolia, and keys made by Algolia's clients work here.
 */
export function generateSecuredApiKey(parentKey: string, restrictions: KeyRestrictions): string {
  const queryString = serialize(restrictions);
  return Buffer.from(sign(parentKey, queryString) + queryString).toString('base64');
}

/** Why a key was refused: always a 4xx for the caller. */
export class ApiKeyError extends Error {
  readonly status: 400 | 403;

  constructor(message: string, status: 400 | 403) {
    super(message);
    this.name = 'ApiKeyError';
    this.status = status;
  }
}

const HEX_SIGNATURE = /^[0-9a-f]{64}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** A secured key longer than this is refused before decoding (filters are capped far below). */
export const MAX_API_KEY_LENGTH = 16_384;

function parseList(value: string | null): string[] | undefined {
  if (value === null) return undefined;
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) return parsed;
    } catch {
      // fall through: refused below
    }
    throw new ApiKeyError('The secured API key holds an invalid list.', 403);
  }
  return value.split(',').filter((item) => item !== '');
}

/**
 * Checks a secured API key against the parent key and returns its restrictions; throws
 * ApiKeyError (403) when it was not signed with the parent key (tampered or foreign), holds
 * restrictions the portal does not know, or is past its validUntil.
 */
export function verifySecuredApiKey(key: string, parentKey: string, now = Date.now()): KeyRestrictions {
  if (key.length > MAX_API_KEY_LENGTH || !BASE64.test(key)) throw new ApiKeyError('Invalid API key.', 403);
  const decoded = Buffer.from(key, 'base64').toString('latin1');
  const signature = decoded.slice(0, 64);
  const queryString = decoded.slice(64);
  if (!HEX_SIGNATURE.test(signature)) throw new ApiKeyError('Invalid API key.', 403);
  const expected = sign(parentKey, queryString);
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected)))
    throw new ApiKeyError('Invalid API key: the secured key was not signed by this application.', 403);
  const params = new URLSearchParams(queryString);
  const known = new Set(['filters', 'validUntil', 'userToken', 'restrictIndices', 'analyticsTags']);
  for (const name of params.keys())
    if (!known.has(name))
      throw new ApiKeyError(`The secured API key restriction '${name}' is not supported.`, 403);
  const restrictions: KeyRestrictions = {
    filters: params.get('filters') ?? undefined,
    userToken: params.get('userToken') ?? undefined,
    restrictIndices: parseList(params.get('restrictIndices')),
    analyticsTags: parseList(params.get('analyticsTags')),
  };
  const validUntil = params.get('validUntil');
  if (validUntil !== null) {
    if (!/^\d{1,15}$/.test(validUntil))
      throw new ApiKeyError('The secured API key has an invalid validUntil.', 403);
    restrictions.validUntil = Number(validUntil);
    if (restrictions.validUntil * 1000 <= now) throw new ApiKeyError('The secured API key has expired.', 403);
  }
  return restrictions;
}

/** Whether a key restricted to `patterns` may use `indexName` (Algolia: exact, or `*` wildcards). */
export function allowsIndex(patterns: readonly string[] | undefined, indexName: string): boolean {
  if (patterns === undefined) return true;
  return patterns.some((pattern) => {
    if (!pattern.includes('*')) return pattern === indexName;
    const source = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${source.join('.*')}$`).test(indexName);
  });
}
