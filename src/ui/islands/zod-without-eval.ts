// Runs in the browser before any island hydrates (astro.config.ts injects it 'before-hydration').
// zod compiles object parsers with `new Function` when it may, and finds out by trying once as
// schemas are built: under the page's Content-Security-Policy (no 'unsafe-eval') that probe is a
// reported violation (docs/decisions/0020-content-security-policy.md). Jitless parsing never
// probes, and is fast enough for the few small answers islands check. zod keeps its settings on
// this global (zod-without-eval.test.ts holds it to that), so pages whose islands never use zod
// do not download it just to configure it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
