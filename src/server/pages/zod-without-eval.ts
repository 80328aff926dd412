/**
 * A classic inline script the base layout prints first in the head, with the answer's CSP nonce:
 * it turns zod's `new Function` probe off before any island's code runs.
 *
 * Why: zod compiles object parsers with `new Function` when it may, and finds out by trying once
 * as schemas are built; under the page's Content-Security-Policy (no 'unsafe-eval') that probe is
 * a reported violation (docs/decisions/0020-content-security-policy.md). Jitless parsing never
 * probes and is fast enough for the few small answers islands check. zod keeps the setting on
 * this global (zod-without-eval.test.ts holds it to that). An inline script rather than Astro's
 * 'before-hydration' module: that module is imported by every island before it may start, which
 * delayed every island past the page's load event by one more module fetch.
 */
export const ZOD_WITHOUT_EVAL_SCRIPT =
  '(globalThis.__zod_globalConfig||(globalThis.__zod_globalConfig={})).jitless=true;';
