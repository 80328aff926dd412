import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  navigationClickEvent,
  trackAvatarClick,
  trackButtonClick,
  trackDrawerClick,
  trackLinkClick,
} from './navigation-events.ts';
import type { AnalyticsEvent } from '../../../core/telemetry/analytics-event.ts';

describe('navigationClickEvent', () => {
  it("builds a 'clicked' UI event with the subject, id, href and title", () => {
    expect(
      navigationClickEvent('link', { actionSubjectId: 'changelog', href: '/changelog/', title: 'Changelog' }),
    ).toEqual({
      eventType: 'ui',
      action: 'clicked',
      actionSubject: 'link',
      actionSubjectId: 'changelog',
      attributes: { href: '/changelog/', title: 'Changelog' },
    });
  });

  it('keeps extra attributes but never lets them override href and title', () => {
    const event = navigationClickEvent('drawer', {
      actionSubjectId: 'documentation',
      title: 'Documentation',
      attributes: { drawerAction: 'open', title: 'stale' },
    });
    expect(event.attributes).toEqual({ drawerAction: 'open', title: 'Documentation' });
  });
});

describe('track helpers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('send one event per subject through the page client', () => {
    const track = vi.fn<(event: AnalyticsEvent) => void>();
    const host = Object.assign(new EventTarget(), {
      location: { hostname: 'developer.example.com' },
      __porticoTracker: { track },
    });
    vi.stubGlobal('window', host);
    trackLinkClick({ actionSubjectId: 'l', href: '/a/', title: 'A' });
    trackButtonClick({ actionSubjectId: 'b', title: 'Sign in' });
    trackDrawerClick({ actionSubjectId: 'd' });
    trackAvatarClick({ actionSubjectId: 'v' });
    expect(track.mock.calls.map(([event]) => event.eventType === 'ui' && event.actionSubject)).toEqual([
      'link',
      'button',
      'drawer',
      'avatar',
    ]);
  });
});
