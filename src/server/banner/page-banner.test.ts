import { describe, expect, it } from 'vitest';
import type { BannerEntry } from '../../schemas/banner.ts';
import { createLogger } from '../log/logger.ts';
import type { BannerInfoDeps } from './banner-info-handler.ts';
import type { BannerProvider } from './banner-provider.ts';
import { contentBannerProvider } from './content-banner-provider.ts';
import { pageBannerHtml } from './page-banner.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const entry = (over: Partial<BannerEntry>): BannerEntry => ({
  id: 'cloud',
  paths: ['/cloud/*'],
  startDate: '2026-01-01T00:00:00Z',
  endDate: '2027-01-01T00:00:00Z',
  message: '<b onclick="x()">Cloud</b><script>bad()</script>',
  showBanner: true,
  ...over,
});

function deps(provider: BannerProvider) {
  const lines: string[] = [];
  const value: BannerInfoDeps = {
    provider: () => provider,
    developerHost: async () => 'developer.example.com',
    log: createLogger('debug', {}, (line) => lines.push(line)),
    now: () => NOW,
  };
  return { value, lines };
}
const from = (entries: BannerEntry[]) => deps(contentBannerProvider(async () => entries)).value;

describe('pageBannerHtml', () => {
  it('renders the sanitised message of the banner that shows on the page now', async () => {
    const html = await pageBannerHtml(from([entry({})]), '/cloud/jira/');
    expect(html).toContain('<b>Cloud</b>');
    expect(html).not.toMatch(/script|onclick/);
  });

  it('matches the decoded path, as the endpoint does', async () => {
    const value = from([entry({ paths: ['/cloud/é/'] })]);
    expect(await pageBannerHtml(value, '/cloud/%C3%A9/')).toContain('Cloud');
  });

  it('renders nothing off its paths, outside its dates or when switched off', async () => {
    expect(await pageBannerHtml(from([entry({})]), '/server/')).toBeUndefined();
    expect(
      await pageBannerHtml(from([entry({ endDate: '2026-05-01T00:00:00Z' })]), '/cloud/'),
    ).toBeUndefined();
    expect(await pageBannerHtml(from([entry({ showBanner: false })]), '/cloud/')).toBeUndefined();
  });

  it('logs a failing provider and renders nothing', async () => {
    const { value, lines } = deps({
      bannerFor: () => Promise.reject(new Error('down')),
    });
    expect(await pageBannerHtml(value, '/cloud/')).toBeUndefined();
    expect(lines.join('\n')).toContain('banner provider failed');
  });
});
