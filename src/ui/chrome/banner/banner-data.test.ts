import { describe, expect, it } from 'vitest';
import { isBannerVisible, parseBannerInfo, type BannerInfo } from './banner-data.ts';

const info: BannerInfo = {
  showBanner: true,
  startDate: '2026-01-01T00:00:00Z',
  endDate: '2026-02-01T00:00:00Z',
  bannerMessage: '<b>Hi</b>',
};

describe('isBannerVisible', () => {
  it('shows strictly between startDate and endDate', () => {
    expect(isBannerVisible(info, new Date('2026-01-15T00:00:00Z'))).toBe(true);
    expect(isBannerVisible(info, new Date('2026-01-01T00:00:00.001Z'))).toBe(true);
    expect(isBannerVisible(info, new Date('2026-01-31T23:59:59.999Z'))).toBe(true);
  });

  it('hides at the exact bounds and outside them', () => {
    expect(isBannerVisible(info, new Date('2026-01-01T00:00:00Z'))).toBe(false);
    expect(isBannerVisible(info, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(isBannerVisible(info, new Date('2025-12-31T00:00:00Z'))).toBe(false);
    expect(isBannerVisible(info, new Date('2026-03-01T00:00:00Z'))).toBe(false);
  });

  it('hides when showBanner is false, even inside the window', () => {
    expect(isBannerVisible({ ...info, showBanner: false }, new Date('2026-01-15T00:00:00Z'))).toBe(false);
  });

  it('hides when a date does not parse', () => {
    const mid = new Date('2026-01-15T00:00:00Z');
    expect(isBannerVisible({ ...info, startDate: 'soon' }, mid)).toBe(false);
    expect(isBannerVisible({ ...info, endDate: '' }, mid)).toBe(false);
  });

  it('compares instants, not wall-clock text', () => {
    const shifted = { ...info, startDate: '2026-01-01T02:00:00+02:00' }; // = 00:00Z
    expect(isBannerVisible(shifted, new Date('2026-01-01T00:00:00Z'))).toBe(false);
    expect(isBannerVisible(shifted, new Date('2026-01-01T00:00:01Z'))).toBe(true);
  });
});

describe('parseBannerInfo', () => {
  it('accepts the documented shape and keeps only its fields', () => {
    expect(parseBannerInfo({ ...info, extra: 1 })).toEqual({ ok: true, info });
    const none = { showBanner: false, startDate: '', endDate: '', bannerMessage: '' };
    expect(parseBannerInfo(none)).toEqual({ ok: true, info: none });
  });

  it.each([
    [null, 'the answer is not an object'],
    [[], 'the answer is not an object'],
    ['<html>', 'the answer is not an object'],
    [{ ...info, showBanner: 'true' }, 'showBanner is not a boolean'],
    [{ ...info, startDate: 1 }, 'startDate is not a string'],
    [{ ...info, bannerMessage: undefined }, 'bannerMessage is not a string'],
    [{ ...info, startDate: 'tomorrow' }, 'startDate is not a date'],
    [{ ...info, endDate: '2026-13-45' }, 'endDate is not a date'],
  ])('refuses %j: %s', (value, reason) => {
    expect(parseBannerInfo(value)).toEqual({ ok: false, reason });
  });
});
