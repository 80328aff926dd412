// Types for `*.module.css` imports (and the rest of Vite's client types). Astro's generated
// `.astro/types.d.ts` references the same file once `astro sync` has run; referencing it here
// keeps `tsc` working before that, and a second reference to one file is harmless.
/// <reference types="astro/client" />
