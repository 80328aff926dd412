/** Attributes an analytics event may carry (spec §3 "Analytics event"). */
export interface AnalyticsAttributes {
  href?: string;
  title?: string;
  contentSetTitle?: string;
  anchorId?: string;
  url?: string;
  headingText?: string;
  status?: 'copied' | 'failed';
  [extra: string]: string | number | boolean | undefined;
}

/** A user-interface event, e.g. a click on an announcement link. */
export interface UIEvent {
  eventType: 'ui';
  action: string;
  actionSubject: string;
  actionSubjectId: string;
  attributes: AnalyticsAttributes;
}

/** A screen (page view) event, e.g. the cloud landing ('cloud'). */
export interface ScreenEvent {
  eventType: 'screen';
  name: string;
  attributes?: AnalyticsAttributes;
}

/** Every event the client sends. */
export type AnalyticsEvent = UIEvent | ScreenEvent;

/** The global tracking object the analytics script installs once it has loaded. */
export interface AnalyticsTracker {
  track(event: AnalyticsEvent): void;
}

/** The part of `window` the client uses; tests pass a stand-in. */
export interface AnalyticsHost {
  __porticoTracker?: AnalyticsTracker | undefined;
  location: { hostname: string };
  dispatchEvent(event: Event): boolean;
}

declare global {
  interface Window {
    /** Installed by the analytics script (loaded only with Performance cookie consent). */
    __porticoTracker?: AnalyticsTracker | undefined;
  }
}
