// `npm run build:content [-- --warn-broken-links]`: rebuild the content only.
import { ensureContentBuild } from './lib/content-build.ts';

const lenient = process.argv.includes('--warn-broken-links');
const result = await ensureContentBuild({ force: true, brokenLinks: lenient ? 'warn' : 'error' });
for (const warning of result?.warnings ?? []) console.warn(`warning: ${warning}`);
