// Page-weight benchmark: the JavaScript a page loads before any interaction, and its HTML, measured
// on the real portal (scripts/start.ts) serving the bundled content.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, launchChromium, scriptsLoadedBy, type FetchedScript } from './lib/browser-weight.ts';
import { MANIFEST_FILE, PAGES_DIR } from '../src/schemas/built.ts';
import { startPortal } from './lib/portal.ts';
import { htmlBreakdown, repeatedIslandData, type HtmlBreakdown } from './lib/html-breakdown.ts';
import {
  gzipSize,
  parsePageScripts,
  upFrontJavaScript,
  type PageScripts,
  type ScriptFile,
} from './lib/script-graph.ts';

export { formatPageWeight } from './lib/page-weight-format.ts';

/** Pages measured: documentation pages (with an article) and the landings. */
export const PAGES: readonly { path: string; doc: boolean }[] = [
  { path: '/cloud/jira/platform/', doc: true },
  { path: '/platform/forge/getting-started/', doc: true },
  { path: '/portico/authoring/markdown/', doc: true },
  // A generated REST group page: operations, tables, samples and Try it buttons; its islands load on use.
  { path: '/cloud/jira/platform/rest/v3/api-group-issues/', doc: true },
  { path: '/', doc: false },
  { path: '/cloud/', doc: false },
  { path: '/server/', doc: false },
];

/** Viewport widths: desktop and phone (the brief's), and a wide desktop where client:media islands load. */
export const WIDTHS: readonly number[] = [1280, 375, 1440];

/** JavaScript one width loads: unique files (static imports followed) plus inline scripts. */
export interface WidthWeight {
  width: number;
  files: ScriptFile[];
  inlineGzipBytes: number;
  gzipBytes: number;
  browser?: { scripts: FetchedScript[]; sameFiles: boolean };
}

/** Everything measured for one page. */
export interface PageWeight {
  path: string;
  doc: boolean;
  scripts: PageScripts;
  widths: WidthWeight[];
  html: { rawBytes: number; gzipBytes: number };
  /** Where the HTML's bytes go (props per island, inline styles and scripts), and data sent twice. */
  breakdown: Omit<HtmlBreakdown, 'islands'> & {
    islands: { name: string; bytes: number }[];
    repeatedBytes: number;
  };
  article?: {
    rawBytes: number;
    gzipBytes: number;
    verbatimCount: number;
    sentence: string;
    sentenceCount: number;
  };
}

const occurrences = (text: string, part: string) => (part === '' ? 0 : text.split(part).length - 1);

/** A plain sentence of the article (no markup or entities), to find in the served page. */
function distinctiveSentence(articleHtml: string): string {
  const runs = [...articleHtml.matchAll(/>([^<>&"]{40,})</g)].map((m) => m[1]!.trim());
  return runs.sort((a, b) => b.length - a.length)[0] ?? '';
}

async function articleOf(buildDir: string, route: string) {
  const manifest = JSON.parse(await readFile(join(buildDir, MANIFEST_FILE), 'utf8')) as {
    routes: { route: string; file: string }[];
  };
  const entry = manifest.routes.find((r) => r.route === route);
  if (!entry) return undefined;
  const page = JSON.parse(await readFile(join(buildDir, PAGES_DIR, entry.file), 'utf8')) as {
    html: string | (string | { slot: string })[];
  };
  // Stored HTML may hold message slots (filled per locale when served); the text between them is verbatim.
  return typeof page.html === 'string'
    ? page.html
    : page.html.map((part) => (typeof part === 'string' ? part : '')).join('');
}

function breakdownOf(html: string): PageWeight['breakdown'] {
  const { islands, ...rest } = htmlBreakdown(html);
  const repeated = repeatedIslandData(html, 128);
  return {
    ...rest,
    islands: islands.map(({ name, bytes }) => ({ name, bytes })),
    // Only the largest repeat of each group: its parts repeat with it.
    repeatedBytes: repeated.length === 0 ? 0 : Buffer.byteLength(repeated[0]!.json),
  };
}

/** Options of the page-weight benchmark. */
export interface PageWeightOptions {
  log?: (line: string) => void;
  /** Skip the Chromium cross-check. */
  noBrowser?: boolean;
}

/** Starts the portal, measures every page of PAGES at every width, and stops it. */
export async function runPageWeightBench(options: PageWeightOptions = {}): Promise<PageWeight[]> {
  const log = options.log ?? (() => {});
  const buildDir = await mkdtemp(join(tmpdir(), 'portico-bench-build-'));
  const portal = await startPortal({ PORTICO_BUILD_DIR: join(buildDir, 'build') }, log);
  const texts = new Map<string, Promise<string>>();
  const fetchText = (url: string) => {
    let text = texts.get(url);
    if (!text) {
      text = fetch(url).then(async (res) => {
        if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
        return res.text();
      });
      texts.set(url, text);
    }
    return text;
  };
  const results: PageWeight[] = [];
  try {
    for (const { path, doc } of PAGES) {
      const url = `${portal.origin}${path}`;
      log(`  measuring ${path}`);
      const html = await fetchText(url);
      const scripts = parsePageScripts(html, url);
      const widths: WidthWeight[] = [];
      for (const width of WIDTHS)
        widths.push({ width, ...(await upFrontJavaScript(html, url, width, fetchText)) });
      const articleHtml = doc ? await articleOf(join(buildDir, 'build'), path) : undefined;
      const sentence = articleHtml === undefined ? '' : distinctiveSentence(articleHtml);
      results.push({
        path,
        doc,
        scripts,
        widths,
        html: { rawBytes: Buffer.byteLength(html), gzipBytes: gzipSize(html) },
        breakdown: breakdownOf(html),
        ...(articleHtml === undefined
          ? {}
          : {
              article: {
                rawBytes: Buffer.byteLength(articleHtml),
                gzipBytes: gzipSize(articleHtml),
                verbatimCount: occurrences(html, articleHtml),
                sentence,
                sentenceCount: occurrences(html, sentence),
              },
            }),
      });
    }
    if (!options.noBrowser) await crossCheck(results, portal.origin, log);
  } finally {
    await portal.stop();
    await rm(buildDir, { recursive: true, force: true });
  }
  return results;
}

/** Loads every page in Chromium at every width and compares the scripts with the static analysis. */
async function crossCheck(results: PageWeight[], origin: string, log: (line: string) => void) {
  const executable = chromiumPath();
  if (!executable) {
    log('  Chromium not found (CHROME_PATH or /usr/bin/chromium): browser cross-check skipped');
    return;
  }
  const browser = await launchChromium(executable);
  try {
    for (const result of results) {
      for (const weight of result.widths) {
        log(`  Chromium: ${result.path} at ${weight.width}px`);
        const scripts = await scriptsLoadedBy(browser, `${origin}${result.path}`, weight.width);
        const seen = new Set(scripts.map((s) => s.url));
        const expected = new Set(weight.files.map((f) => f.url));
        const sameFiles = seen.size === expected.size && [...seen].every((u) => expected.has(u));
        weight.browser = { scripts, sameFiles };
      }
    }
  } finally {
    await browser.close();
  }
}
