import { describe, expect, it } from 'vitest';
import { BannerEntrySchema, BannerPathPatternSchema, BannersFileSchema } from './banner.ts';

const valid = {
  id: 'launch',
  paths: ['*'],
  startDate: '2026-01-01T00:00:00Z',
  endDate: '2026-02-01T00:00:00+01:00',
  message: 'Hello',
};
const messagesOf = (value: unknown) =>
  BannersFileSchema.safeParse(value).error?.issues.map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  ) ?? [];

describe('BannerPathPatternSchema', () => {
  it('accepts *, site paths and prefixes ending in *', () => {
    for (const pattern of ['*', '/', '/cloud/', '/cloud', '/cloud/*', '/cloud*'])
      expect(BannerPathPatternSchema.safeParse(pattern).success, pattern).toBe(true);
  });

  it('refuses relative paths, inner wildcards, queries, hashes and spaces', () => {
    for (const pattern of ['cloud/', '/*/x', '/a?b', '/a#b', '/a b', '**', ''])
      expect(BannerPathPatternSchema.safeParse(pattern).success, pattern).toBe(false);
  });
});

describe('BannerEntrySchema', () => {
  it('defaults showBanner to true', () => {
    expect(BannerEntrySchema.parse(valid).showBanner).toBe(true);
  });

  it('requires date-times with a time zone', () => {
    expect(messagesOf({ banners: [{ ...valid, startDate: '2026-01-01' }] })).toEqual([
      'banners.0.startDate: must be an ISO 8601 date-time with a time zone, e.g. 2026-01-01T00:00:00Z',
    ]);
    expect(messagesOf({ banners: [{ ...valid, endDate: '2026-02-01T00:00:00' }] })).toHaveLength(1);
    expect(messagesOf({ banners: [{ ...valid, endDate: 'soon' }] })).toHaveLength(1);
  });

  it('requires endDate after startDate', () => {
    expect(messagesOf({ banners: [{ ...valid, endDate: valid.startDate }] })).toEqual([
      'banners.0.endDate: endDate must be after startDate',
    ]);
  });

  it('requires a message, at least one path and no unknown keys', () => {
    const issues = messagesOf({ banners: [{ ...valid, message: '  ', paths: [], colour: 'red' }] });
    expect(issues.some((line) => line.startsWith('banners.0.message'))).toBe(true);
    expect(issues.some((line) => line.startsWith('banners.0.paths'))).toBe(true);
    expect(issues.some((line) => line.includes('colour'))).toBe(true);
  });

  it('requires unique ids', () => {
    expect(messagesOf({ banners: [valid, valid] })).toEqual(['banners: banner ids must be unique']);
  });
});
