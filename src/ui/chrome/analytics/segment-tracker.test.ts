import { describe, expect, it, vi } from 'vitest';
import { CookieCategory, ScriptOutcome } from '../../../core/consent/categories.ts';
import { segmentScriptUrl, startSegment, type SegmentHost, type SegmentStub } from './segment-tracker.ts';

const config = { scriptUrl: 'https://cdn.example.net/v1/{key}/analytics.min.js', writeKey: 'key 1' };

describe('startSegment', () => {
  it('fills the write key into the script URL', () => {
    expect(segmentScriptUrl(config)).toBe('https://cdn.example.net/v1/key%201/analytics.min.js');
  });

  it('loads the script as a Performance script, passing the key, the GA flag and the page properties', async () => {
    const host: SegmentHost = {};
    const load = vi.fn(async () => ScriptOutcome.Allowed);
    const tracker = await startSegment(host, config, {
      pageProperties: { path: '/cloud/' },
      targetingAllowed: false,
      load,
    });
    expect(load).toHaveBeenCalledWith(
      'https://cdn.example.net/v1/key%201/analytics.min.js',
      CookieCategory.Performance,
    );
    const stub = host.analytics!;
    expect(stub._writeKey).toBe('key 1');
    expect(stub._loadOptions).toEqual({ integrations: { 'Google Analytics': false } });
    tracker!.track({
      eventType: 'ui',
      action: 'clicked',
      actionSubject: 'link',
      actionSubjectId: 'x',
      attributes: { href: '/a/' },
    });
    tracker!.track({ eventType: 'screen', name: 'cloud' });
    expect([...stub]).toEqual([
      ['page', { path: '/cloud/' }],
      ['track', 'link clicked', { href: '/a/', actionSubjectId: 'x' }],
      ['page', 'cloud', {}],
    ]);
  });

  it('turns Google Analytics on only with Targeting consent', async () => {
    const host: SegmentHost = {};
    await startSegment(host, config, { pageProperties: {}, targetingAllowed: true, load: async () => 0 });
    expect(host.analytics?._loadOptions).toEqual({ integrations: { 'Google Analytics': true } });
  });

  it('answers no tracker when the script is blocked', async () => {
    const host: SegmentHost = {};
    const tracker = await startSegment(host, config, {
      pageProperties: {},
      targetingAllowed: true,
      load: async () => 1,
    });
    expect(tracker).toBeUndefined();
  });

  it('calls the real library once it has replaced the stub', async () => {
    const real = { page: vi.fn(), track: vi.fn() } as unknown as SegmentStub;
    const host: SegmentHost = {};
    const tracker = await startSegment(host, config, {
      pageProperties: { path: '/' },
      targetingAllowed: false,
      load: async () => {
        host.analytics = real;
        return 0;
      },
    });
    tracker!.track({ eventType: 'screen', name: 'server' });
    expect(real.page).toHaveBeenNthCalledWith(1, { path: '/' });
    expect(real.page).toHaveBeenNthCalledWith(2, 'server', {});
  });
});
