import { useEffect } from 'react';
import {
  clickEventFor,
  marksOf,
  QUERY_ATTRIBUTE,
  READY_ATTRIBUTE,
  sendClick,
  type ClickSettings,
} from './result-clicks.ts';

/** Props of {@link ResultClickTracker}: the visitor's search configuration. */
export interface ResultClickTrackerProps {
  settings: ClickSettings;
}

/**
 * Records clicks on the /search/ page's results as Insights click events (spec §7), like the
 * modal does. The page itself needs no script; this island renders nothing and only listens, so
 * the results work the same before it hydrates and when scripts are off.
 */
export function ResultClickTracker({ settings }: ResultClickTrackerProps) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // Left clicks and middle clicks (a new tab) both open the result.
      if (event.type === 'auxclick' && event.button !== 1) return;
      if (!(event.target instanceof Element)) return;
      const marks = marksOf(event.target);
      const click = marks && clickEventFor(marks, settings, Date.now());
      if (click) void sendClick(click, settings, location.origin);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onClick, true);
    // Says clicks are now recorded (tests wait for it; a click before this is not counted).
    document.querySelector(`[${QUERY_ATTRIBUTE}]`)?.setAttribute(READY_ATTRIBUTE, '');
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
    };
  }, [settings]);
  return null;
}

export default ResultClickTracker;
