import { useEffect } from 'react';
import { fetchSearchKey, type SearchKey } from '../../features/search-modal/token-fetch.ts';
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
  /** An empty `apiSearchKey` (a page shared by every anonymous reader): the reader's own is fetched. */
  settings: ClickSettings;
}

/**
 * Records clicks on the /search/ page's results as Insights click events (spec §7), like the
 * modal does. The page itself needs no script; this island renders nothing and only listens, so
 * the results work the same before it hydrates and when scripts are off.
 */
export function ResultClickTracker({ settings }: ResultClickTrackerProps) {
  useEffect(() => {
    let stopped = false;
    // A page kept for every anonymous reader carries no key: ask for one, as the modal does.
    let key: Promise<SearchKey> | undefined;
    const keyed = async (): Promise<ClickSettings> => {
      if (settings.apiSearchKey !== '') return settings;
      const current = await key?.catch(() => undefined);
      if (current === undefined || current.expiresAt <= Date.now()) key = fetchSearchKey();
      return { ...settings, apiSearchKey: (await key!).key };
    };
    const onClick = (event: MouseEvent) => {
      // Left clicks and middle clicks (a new tab) both open the result.
      if (event.type === 'auxclick' && event.button !== 1) return;
      if (!(event.target instanceof Element)) return;
      const marks = marksOf(event.target);
      const click = marks && clickEventFor(marks, settings, Date.now());
      if (click)
        void keyed().then(
          (withKey) => sendClick(click, withKey, location.origin),
          // fetchSearchKey has logged why (spec §8); the click is not recorded.
          () => undefined,
        );
    };
    const listen = () => {
      if (stopped) return;
      document.addEventListener('click', onClick, true);
      document.addEventListener('auxclick', onClick, true);
      // Says clicks are now recorded (tests wait for it; a click before this is not counted).
      document.querySelector(`[${QUERY_ATTRIBUTE}]`)?.setAttribute(READY_ATTRIBUTE, '');
    };
    if (settings.apiSearchKey !== '') listen();
    else {
      key = fetchSearchKey();
      key.then(listen, () => undefined);
    }
    return () => {
      stopped = true;
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
    };
  }, [settings]);
  return null;
}

export default ResultClickTracker;
