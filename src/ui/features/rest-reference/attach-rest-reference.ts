import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { REST_CONTROL_SELECTOR, REST_ISLAND_MARKUP } from './rest-markup.ts';
import type * as ControlsModuleType from './rest-controls.tsx';

type ControlsModule = typeof ControlsModuleType;

/** What the page tells the REST island: who is reading (for "Try it") and its messages. */
export interface RestIslandProps {
  signedIn: boolean;
  /** The sign-in page with returnTo this page (anonymous readers' "Try it"). */
  signInHref: string;
  /** The developer console's "create an app" page. */
  consoleHref: string;
  /** `payloadFor(locale, restIslandMessages)`. */
  i18n: I18nPayload;
}

/** What the controls module needs from the page it runs on. */
export interface RestControlContext extends RestIslandProps {
  root: HTMLElement;
  announce: (text: string) => void;
}

/**
 * Makes the REST controls of a server-rendered group page work (decision 0030 §6): one delegated
 * click listener, and arrow keys between sample tabs. Nothing else loads until the reader opens a
 * control: the first one imports the controls module (trees, samples, "Try it"), which fetches the
 * page's data file once. A page without `data-rest-reference` costs one attribute lookup.
 */
export function attachRestReference(
  root: HTMLElement,
  props: RestIslandProps,
  announce: (text: string) => void,
): () => void {
  if (root.querySelector(`[${REST_ISLAND_MARKUP.reference}]`) === null) return () => undefined;
  let controls: Promise<ControlsModule> | undefined;
  const context: RestControlContext = { ...props, root, announce };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(REST_CONTROL_SELECTOR) : null;
    if (!(control instanceof HTMLElement) || !root.contains(control)) return;
    event.preventDefault();
    controls ??= import('./rest-controls.tsx');
    controls.then(
      (module) => module.runControl(control, context),
      () => {
        // The chunk did not load (offline): let the next click try again.
        controls = undefined;
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab =
      event.target instanceof Element ? event.target.closest(`[${REST_ISLAND_MARKUP.sampleLang}]`) : null;
    const list = tab?.closest('[role="tablist"]');
    if (!(tab instanceof HTMLElement) || !list) return;
    const tabs = [...list.querySelectorAll<HTMLElement>(`[${REST_ISLAND_MARKUP.sampleLang}]`)];
    const index = tabs.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    target?.focus();
    target?.click();
  };
  // A deep link to a named schema (`#schema-<name>`) opens it, now and on later fragment changes.
  const onHashChange = () => {
    let id: string;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return; // a malformed fragment names nothing
    }
    const heading = id.startsWith('schema-') ? document.getElementById(id) : null;
    if (heading === null || !root.contains(heading)) return;
    controls ??= import('./rest-controls.tsx');
    controls.then(
      (module) => module.openNamedSchema(heading, context),
      () => {
        controls = undefined;
      },
    );
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  window.addEventListener('hashchange', onHashChange);
  onHashChange();
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('hashchange', onHashChange);
  };
}
