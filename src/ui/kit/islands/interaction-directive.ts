import { ISLAND_READY_EVENT } from './island-ready-event.ts';

/**
 * Astro's client directive contract (astro's `ClientDirective`, restated: UI code may not import
 * Astro): `load` fetches the island's code and resolves to the function that hydrates it.
 */
type ClientDirective = (
  load: () => Promise<() => Promise<void>>,
  options: { name: string; value: string | boolean | undefined },
  el: HTMLElement,
) => void;

/**
 * What the directive takes from outside its own source: passed in, so the function has no free
 * names but the browser's and its source can be printed into the island runtime file
 * (src/server/pages/island-runtime.ts) as it is.
 */
export interface InteractionConfig {
  /** The event an island sends once its behaviour is attached (island-ready-event.ts). */
  readyEvent: string;
  /** How long a held click waits for that event (an island that never sends it) before it is replayed. */
  readyTimeoutMs: number;
  /** Signs that the reader is about to use an island: a pointer over it, focus in it, a touch. */
  triggers: readonly string[];
  /** Controls whose click does something only once the island has hydrated ({@link SCRIPTED}). */
  scripted: string;
  /** {@link HYDRATE_ON_TARGET}. */
  hydrateOnTarget: string;
}

/**
 * Regions where the URL's fragment needs the island at once: a deep link to a part the server
 * left collapsed (a REST schema whose rows are loaded on demand) is opened on load, not on a
 * later interaction. Without JavaScript the fragment is still an anchor on the page.
 */
export const HYDRATE_ON_TARGET = 'data-hydrate-on-target';

/**
 * Controls whose click does something only once the island has hydrated. The links are the REST
 * reference's sample and example links: they open the page's data file without JavaScript, so
 * a click while the island is still loading must wait for it rather than leave the page.
 */
const SCRIPTED =
  'button, [role="button"], [aria-controls], [aria-expanded], a[data-rest-sample], a[data-rest-examples]';

/** The directive's configuration: this module's constants. */
export const INTERACTION_CONFIG: InteractionConfig = {
  readyEvent: ISLAND_READY_EVENT,
  readyTimeoutMs: 5000,
  triggers: ['pointerover', 'focusin', 'touchstart'],
  scripted: SCRIPTED,
  hydrateOnTarget: HYDRATE_ON_TARGET,
};

/**
 * `client:interaction`: hydrates an island the first time the reader reaches for it, instead of
 * on load or idle, so its JavaScript is not part of what a page loads up front (the page-weight
 * budget). The server HTML stays usable meanwhile: links navigate and native selects open.
 * `client:interaction="#id"` watches that element instead of the island's own content, for an
 * island that enhances markup outside itself (the article's copy buttons and tabs).
 *
 * Nothing the reader does is lost to the wait. A click on a button before hydration is held and
 * replayed on the same element once React is attached; a `change` (a select picked before
 * hydration) is dispatched again so React's onChange sees it.
 */
export function createInteractionDirective(config: InteractionConfig): ClientDirective {
  return (load, options, island) => {
    const selector = typeof options.value === 'string' ? options.value : '';
    const el = (selector === '' ? null : document.querySelector(selector)) ?? island;
    let started = false;
    const replays: (() => void)[] = [];

    const onClick = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest(config.scripted) : null;
      if (!(target instanceof HTMLElement) || !el.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      // Only the last click counts: a double click before hydration toggles once, not twice.
      replays.splice(0, replays.length, () => target.click());
      void start();
    };
    const onChange = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement) {
        // Hydration may put back the value the server rendered: restore the reader's, then tell React.
        const { value } = target;
        replays.push(() => {
          target.value = value;
          target.dispatchEvent(new Event('change', { bubbles: true }));
        });
      }
      void start();
    };
    /** Resolves once the island says its behaviour is attached (or after `readyTimeoutMs`). */
    const ready = () =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, config.readyTimeoutMs);
        island.addEventListener(config.readyEvent, done, { once: true });
      });

    const start = async () => {
      if (started) return;
      started = true;
      for (const type of config.triggers) el.removeEventListener(type, start);
      window.removeEventListener('hashchange', onHashChange);
      const hydrate = await load();
      // React attaches handlers (and effects attach behaviour) after hydrate() returns: the
      // island's useIslandReady says when.
      const attached = ready();
      await hydrate();
      await attached;
      el.removeEventListener('click', onClick, true);
      el.removeEventListener('change', onChange, true);
      for (const replay of replays.splice(0)) replay();
    };

    /** The URL's fragment names an element inside `el` and inside a HYDRATE_ON_TARGET region. */
    const targeted = () => {
      let id: string;
      try {
        id = decodeURIComponent(location.hash.slice(1));
      } catch {
        return false; // a malformed fragment names nothing
      }
      const target = id === '' ? null : document.getElementById(id);
      return target !== null && el.contains(target) && target.closest(`[${config.hydrateOnTarget}]`) !== null;
    };
    const onHashChange = () => {
      if (targeted()) void start();
    };

    for (const type of config.triggers) el.addEventListener(type, start, { passive: true });
    el.addEventListener('click', onClick, true);
    el.addEventListener('change', onChange, true);
    window.addEventListener('hashchange', onHashChange);
    onHashChange();
  };
}

/**
 * The directive Astro registers (astro.config.ts). Pages do not print Astro's inline copy of it:
 * the island runtime file defines `Astro.interaction` before `<astro-island>` (island-runtime.ts).
 */
export default createInteractionDirective(INTERACTION_CONFIG);
