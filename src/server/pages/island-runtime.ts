import astroIslandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import idleDirectiveScript from 'astro/runtime/client/idle.prebuilt.js';
import loadDirectiveScript from 'astro/runtime/client/load.prebuilt.js';
import {
  createInteractionDirective,
  INTERACTION_CONFIG,
} from '../../ui/kit/islands/interaction-directive.ts';
import { pageScript } from './page-scripts.ts';
import { minifyPrintedScript } from './printed-scripts.ts';

/**
 * The client directives every page's islands use, as scripts that define them (`Astro.load`,
 * `Astro.idle`, `Astro.interaction`): Astro's own for load and idle, ours printed from its source
 * (interaction-directive.ts, which has no free names). Astro would print each inline before the
 * first island using it, 2 KB in every page's HTML; they lead the runtime file instead, and
 * markIslandRuntimePrinted tells Astro not to print them. The runtime reads `Astro[directive]`
 * when an island starts, which is after this file ran, so they are in time.
 */
const DIRECTIVE_SCRIPTS: ReadonlyMap<string, string> = new Map([
  ['load', loadDirectiveScript],
  ['idle', idleDirectiveScript],
  [
    'interaction',
    minifyPrintedScript(
      `(self.Astro||(self.Astro={})).interaction=(${createInteractionDirective.toString()})(${JSON.stringify(INTERACTION_CONFIG)});`,
    ),
  ],
]);

/**
 * Astro's own `<astro-island>` definition, verbatim from the installed Astro. The base layout
 * prints it once in the head with this answer's CSP nonce, before any island.
 *
 * Why: Astro writes its copy of this script inline without a nonce attribute, so the page policy
 * can only allow that copy by hash. Under 'strict-dynamic' a hashed, parser-inserted script may
 * run but the modules it `import()`s are refused (the import inherits the script's parser-inserted
 * state and its empty nonce), so no island would hydrate. The definition is guarded
 * (`customElements.get('astro-island') || define(…)`): the nonce'd copy defines the element first,
 * its `import()` calls carry the nonce (and so every module they load). Astro's own copy is not
 * printed (see markIslandRuntimePrinted); should it be, it runs, allowed by its hash, and does
 * nothing. docs/decisions/0020-content-security-policy.md.
 */
export const ISLAND_RUNTIME_SCRIPT: string = astroIslandScript;

/** The runtime file: the directives ({@link DIRECTIVE_SCRIPTS}), then the runtime. */
const ISLAND_RUNTIME_FILE = [...DIRECTIVE_SCRIPTS.values(), ISLAND_RUNTIME_SCRIPT].join('\n');

/** The runtime as a page script file (page-scripts.ts). */
export const ISLAND_RUNTIME = pageScript('island-runtime', ISLAND_RUNTIME_FILE);

/**
 * Where the base layout loads the runtime from (with the answer's nonce and `defer`): a file named
 * by its content hash, cached by the browser for good and changed with Astro, instead of the same
 * 4.4 KB in every page's HTML (docs/decisions/0065-page-weight.md). Deferred, it defines
 * `<astro-island>` once the page is parsed, after defining the directives; the elements then
 * upgrade and hydrate.
 */
export const ISLAND_RUNTIME_PATH = ISLAND_RUNTIME.path;

/**
 * Tells Astro's renderer that this answer already holds the island runtime (the nonce'd copy the
 * base layout prints), so it does not print its own copy before the first island: the same 4.4 KB
 * (1.8 KB gzip) twice in every page's JavaScript budget otherwise. Astro keeps that flag on the
 * render's result (`$$result` in a component's frontmatter), which no public API exposes; when
 * it is absent (a later Astro) nothing changes and Astro's copy stays, as before. Astro prints
 * the islands' `display: contents` style with its copy: global.css carries that rule instead.
 */
export function markIslandRuntimePrinted(result: unknown): void {
  const metadata = (
    result as { _metadata?: { hasHydrationScript?: unknown; hasDirectives?: unknown } } | null
  )?._metadata;
  if (metadata !== undefined && typeof metadata.hasHydrationScript === 'boolean') {
    metadata.hasHydrationScript = true;
  }
  // The same for the directives the file defines; Astro prints any other directive as before.
  if (metadata?.hasDirectives instanceof Set) {
    for (const name of DIRECTIVE_SCRIPTS.keys()) metadata.hasDirectives.add(name);
  }
}
