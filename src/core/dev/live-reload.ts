/**
 * The contract between `npm run dev` and the pages it serves: where the build events are sent
 * (server-sent events) and what they carry. Development only; production builds have no such path.
 */
export const DEV_EVENTS_PATH = '/__portico/dev-events';

/** A rebuild that changed pages (`reload` event): the open page reloads when it is among them. */
export interface DevReloadEvent {
  routes: string[];
  /** Everything was rebuilt, or navigation and titles changed: every page reloads. */
  all: boolean;
}

/** One content problem as the overlay lists it (`problems` event: the whole list, empty when fixed). */
export interface DevOverlayProblem {
  file: string;
  line?: number;
  message: string;
}
