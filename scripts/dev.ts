// `npm run dev`: build the content, rebuild what a change touches (one page re-rendered when one
// page changed; everything when site files did), and run Astro's dev server (hot reload for the
// UI) on PORT (default 3000). Open pages reload when their content changed, and show content
// problems in an overlay over the last good build (src/ui/dev/dev-reload-script.ts).
import { watch } from 'node:fs';
import { relative, sep } from 'node:path';
import { resolveBuildDir } from '../src/core/content/compile/build-dir.node.ts';
import { createDevBuildSession } from '../src/core/content/compile/dev/dev-build-session.node.ts';
import { resolveContentRoot } from '../src/core/content/load-content.node.ts';
import { formatProblem } from '../src/core/content/validation-error.ts';
import { newMarkNonce } from '../src/core/i18n/message-marks.ts';
import { markedCatalogue } from '../src/core/i18n/marked-catalogue.ts';
import { en } from '../src/ui/i18n/messages.ts';
import { pipelineHash } from './lib/content-build.ts';
import { createDevEvents } from './lib/dev-events.ts';
import { liveReloadIntegration } from './lib/dev-live-reload.ts';
import { REPO_ROOT, step } from './lib/repo.ts';

/** Editors save in bursts (temporary file, rename): changes this close together build once. */
const SETTLE_MS = 20;
/** Editor droppings that are never content: swap files, backups, vim's write test. */
const IGNORED = /(^|\/)(\.[^/]*|[^/]*~|4913|[^/]*\.sw[a-p])$/;

const contentRoot = resolveContentRoot();
const events = createDevEvents();
const markNonce = newMarkNonce();
const session = createDevBuildSession({
  contentRoot,
  outDir: resolveBuildDir(),
  // Drafts (`draft: true`) are built for their authors here, never by `npm start` or `npm run build`;
  // the mark keeps a drafts build from passing for a production one.
  drafts: true,
  pipelineHash: `${await pipelineHash()}+drafts`,
  // Marks, not English: stored as message slots the server fills in the reader's locale.
  messages: markedCatalogue(en, markNonce),
  markNonce,
  log: (line) => console.log(line),
  onEvent: (event) => {
    events.publish(event);
    if (event.kind === 'built' && (event.full || event.routes.length > 0))
      console.log(`Rebuilt ${event.full ? 'everything' : event.routes.join(', ')} in ${event.ms} ms`);
    if (event.kind === 'failed') {
      console.error(`\nContent problems (the last good build is still served):`);
      for (const problem of event.problems) console.error(`  ${formatProblem(problem)}`);
      console.error('');
    }
  },
});
step('Building content');
await session.full();

let changed = new Set<string>();
let timer: NodeJS.Timeout | undefined;
watch(contentRoot, { recursive: true }, (_event, name) => {
  if (name === null) return;
  const file = relative(contentRoot, `${contentRoot}${sep}${name}`).split(sep).join('/');
  if (IGNORED.test(file)) return;
  changed.add(file);
  clearTimeout(timer);
  timer = setTimeout(() => {
    const files = [...changed];
    changed = new Set();
    session.changed(files).catch((error: unknown) => console.error(error));
  }, SETTLE_MS);
});
console.log(`Watching ${contentRoot} for changes`);

process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
const { dev } = await import('astro');
await dev({
  root: REPO_ROOT,
  server: { port: Number(process.env['PORT'] ?? '3000') },
  integrations: [liveReloadIntegration(events)],
});
