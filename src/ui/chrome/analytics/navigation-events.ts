import { sendUIEvent } from '../../kit/analytics/send-event.ts';
import type { AnalyticsAttributes, UIEvent } from '../../../core/telemetry/analytics-event.ts';

/** What a navigation click was on (spec §7): a link, a button, a drawer or the avatar. */
export type NavigationSubject = 'link' | 'button' | 'drawer' | 'avatar';

/** One navigation click: which control, where it leads and what it says. */
export interface NavigationClick {
  /** Stable id of the control, e.g. 'documentationDrawer', 'signIn', 'resources-changelog'. */
  actionSubjectId: string;
  /** Where the control leads, if anywhere. */
  href?: string;
  /** The control's visible title. */
  title?: string;
  /** Anything else worth knowing, e.g. `{ drawerAction: 'open' }`. */
  attributes?: AnalyticsAttributes;
}

/** The 'clicked' UI event for a navigation click (pure; the helpers below send it). */
export function navigationClickEvent(actionSubject: NavigationSubject, click: NavigationClick): UIEvent {
  const attributes: AnalyticsAttributes = { ...click.attributes };
  if (click.href !== undefined) attributes.href = click.href;
  if (click.title !== undefined) attributes.title = click.title;
  return {
    eventType: 'ui',
    action: 'clicked',
    actionSubject,
    actionSubjectId: click.actionSubjectId,
    attributes,
  };
}

/**
 * Sends a 'clicked' event for a header, drawer or mobile-navigation control (spec §7). Safe to
 * call anywhere: a no-op on the server, buffered until the tracker is ready, and delivered only
 * with Performance consent. Stable API used by the header and mobile navigation.
 */
export function trackNavigationClick(actionSubject: NavigationSubject, click: NavigationClick): void {
  sendUIEvent(navigationClickEvent(actionSubject, click));
}

/** `trackNavigationClick('link', …)`: a navigation link was followed. */
export const trackLinkClick = (click: NavigationClick): void => trackNavigationClick('link', click);

/** `trackNavigationClick('button', …)`: e.g. Sign in, Support, search. */
export const trackButtonClick = (click: NavigationClick): void => trackNavigationClick('button', click);

/** `trackNavigationClick('drawer', …)`: a drawer was opened or closed (pass `{ drawerAction }`). */
export const trackDrawerClick = (click: NavigationClick): void => trackNavigationClick('drawer', click);

/** `trackNavigationClick('avatar', …)`: the signed-in user's avatar was clicked. */
export const trackAvatarClick = (click: NavigationClick): void => trackNavigationClick('avatar', click);
