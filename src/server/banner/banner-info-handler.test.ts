import { describe, expect, it } from 'vitest';
import type { BannerEntry } from '../../schemas/banner.ts';
import { createLogger } from '../log/logger.ts';
import { handleBannerInfo, NO_BANNER, type BannerInfoDeps } from './banner-info-handler.ts';
import type { BannerProvider } from './banner-provider.ts';
import { bannerProviderFromEnv } from './banner-providers.ts';
import { contentBannerProvider } from './content-banner-provider.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const ENTRIES: BannerEntry[] = [
  {
    id: 'cloud',
    paths: ['/cloud/*'],
    startDate: '2026-01-01T00:00:00Z',
    endDate: '2027-01-01T00:00:00Z',
    message:
      '<b onclick="x()">Cloud</b> <a href="https://status.example.org/">status</a><script>bad()</script>',
    showBanner: true,
  },
];

function deps(provider: BannerProvider = contentBannerProvider(async () => ENTRIES)) {
  const lines: string[] = [];
  const value: BannerInfoDeps = {
    provider: () => provider,
    developerHost: async () => 'developer.example.com',
    log: createLogger('debug', {}, (line) => lines.push(line)),
    now: () => NOW,
  };
  return { value, lines };
}

const get = async (query: string, provider?: BannerProvider) => {
  const { value, lines } = deps(provider);
  const response = await handleBannerInfo(
    new Request(`http://portal.test/api/contentful-provider/banner-info${query}`),
    value,
  );
  return { response, body: (await response.json()) as Record<string, unknown>, lines };
};

describe('GET banner-info', () => {
  it('answers GET and HEAD only: other methods get a 405 naming them', async () => {
    const { value } = deps();
    const response = await handleBannerInfo(
      new Request('http://portal.test/api/contentful-provider/banner-info?path=/cloud/', { method: 'POST' }),
      value,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers the matching entry with its message sanitised', async () => {
    const { response, body } = await get('?path=%2Fcloud%2Fjira%2F');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({
      showBanner: true,
      startDate: '2026-01-01T00:00:00Z',
      endDate: '2027-01-01T00:00:00Z',
      bannerMessage:
        '<b>Cloud</b> <a href="https://status.example.org/" rel="noopener noreferrer">status</a>',
    });
  });

  it('answers showBanner false when no entry matches', async () => {
    const { response, body } = await get('?path=/server/');
    expect(response.status).toBe(200);
    expect(body).toEqual(NO_BANNER);
  });

  it('decodes the path before matching', async () => {
    const { body } = await get(`?path=${encodeURIComponent('/cloud/caf%C3%A9/')}`);
    expect(body['showBanner']).toBe(true);
  });

  it.each([
    ['', "Query parameter 'path' is required"],
    ['?path=', "Query parameter 'path' is required"],
    ['?path=/a/&path=/b/', 'must be given once'],
    ['?path=cloud', "must be a site path starting with one '/'"],
    ['?path=https://evil.example/', "must be a site path starting with one '/'"],
    ['?path=//evil.example/', "must be a site path starting with one '/'"],
    [`?path=${encodeURIComponent('/a%ZZ')}`, 'not validly percent-encoded'],
    [`?path=${encodeURIComponent('/a%0A')}`, 'must not contain control characters'],
    [`?path=/${'a'.repeat(2048)}`, 'longer than 2048 characters'],
  ])('answers 400 with a JSON error for %s', async (query, message) => {
    const { response, body } = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(String(body['error'])).toContain(message);
  });

  it('sanitises the HTML of any provider, not just the content set', async () => {
    const cms: BannerProvider = {
      bannerFor: async () => ({
        showBanner: true,
        startDate: '2026-01-01T00:00:00Z',
        endDate: '2027-01-01T00:00:00Z',
        messageHtml: '<a href="javascript:alert(1)" onmouseover="x()">click</a><style>*{}</style>',
      }),
    };
    const { body } = await get('?path=/', cms);
    expect(body['bannerMessage']).toBe('<a>click</a>');
  });

  it('logs a failing provider and answers 503 JSON, never a crash', async () => {
    const broken: BannerProvider = {
      bannerFor: async () => {
        throw new Error('CMS timeout');
      },
    };
    const { response, body, lines } = await get('?path=/', broken);
    expect(response.status).toBe(503);
    expect(body).toEqual({ error: 'The banner source is unavailable.' });
    expect(lines.join('\n')).toContain('CMS timeout');
  });
});

describe('bannerProviderFromEnv', () => {
  it('uses the content set by default', () => {
    expect(bannerProviderFromEnv({}, async () => ENTRIES)).toBeDefined();
    expect(bannerProviderFromEnv({ BANNER_PROVIDER: 'content' }, async () => ENTRIES)).toBeDefined();
  });

  it('names the known providers when the configured one is unknown', () => {
    expect(() => bannerProviderFromEnv({ BANNER_PROVIDER: 'cms' }, async () => ENTRIES)).toThrow(
      "BANNER_PROVIDER must be one of: content (got 'cms')",
    );
  });
});
