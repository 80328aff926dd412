// `npm run build`: a full, forced build of the content and the app.
import { ensureAppBuild } from './lib/app-build.ts';
import { ensureContentBuild } from './lib/content-build.ts';

const started = Date.now();
await ensureContentBuild({ force: true });
await ensureAppBuild(true);
console.log(`\nBuild finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
