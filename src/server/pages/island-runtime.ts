import astroIslandScript from 'astro/runtime/server/astro-island.prebuilt.js';

/**
 * Astro's own `<astro-island>` definition, verbatim from the installed Astro. The base layout
 * prints it once in the head with this answer's CSP nonce, before any island.
 *
 * Why: Astro writes its copy of this script inline without a nonce attribute, so the page policy
 * can only allow that copy by hash. Under 'strict-dynamic' a hashed, parser-inserted script may
 * run but the modules it `import()`s are refused (the import inherits the script's parser-inserted
 * state and its empty nonce), so no island would hydrate. The definition is guarded
 * (`customElements.get('astro-island') || define(…)`): the nonce'd copy defines the element first,
 * its `import()` calls carry the nonce (and so every module they load), and Astro's later inline
 * copy runs, allowed by its hash, and does nothing. docs/decisions/0020-content-security-policy.md.
 */
export const ISLAND_RUNTIME_SCRIPT: string = astroIslandScript;
