// `npm run dev`: build the content, rebuild it when it changes, and run Astro's dev server
// (hot reload for the UI) on PORT (default 3000).
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { resolveContentRoot } from '../src/core/content/load-content.node.ts';
import { ensureContentBuild } from './lib/content-build.ts';
import { REPO_ROOT } from './lib/repo.ts';

// Drafts (`draft: true`) are built for their authors here, never by `npm start` or `npm run build`.
await ensureContentBuild({ drafts: true });
const contentRoot = resolveContentRoot();
let timer: NodeJS.Timeout | undefined;
watch(contentRoot, { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    // Invalid content is reported and the last good build keeps being served.
    ensureContentBuild({ exitOnError: false, drafts: true }).catch((error: unknown) => console.error(error));
  }, 300);
});
console.log(`Watching ${contentRoot} for changes`);
const astro = join(REPO_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
const port = process.env['PORT'] ?? '3000';
const child = spawn(process.execPath, [astro, 'dev', '--port', port], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
child.on('exit', (code) => process.exit(code ?? 0));
