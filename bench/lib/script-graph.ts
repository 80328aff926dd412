import { gzipSync } from 'node:zlib';

/** An Astro island as the server rendered it. */
export interface Island {
  name: string;
  componentUrl: string;
  rendererUrl: string;
  /** Client directive: load, idle, visible, media, only, or ours, interaction (src/ui/kit/islands). */
  client: string;
  /** The media query of client:media. */
  media?: string;
}

/** The JavaScript a page's HTML refers to. */
export interface PageScripts {
  /** `<script src>` and `<link rel=modulepreload>` URLs, absolute. */
  external: string[];
  /** Bodies of inline JavaScript `<script>` elements (Astro's hydration scripts among them). */
  inline: string[];
  islands: Island[];
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    out.set(m[1]!.toLowerCase(), decode(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return out;
}

/** Script types that are not JavaScript (JSON-LD, speculation rules…). */
const isJsType = (type: string | undefined) =>
  type === undefined || type === '' || type === 'module' || /javascript|ecmascript/i.test(type);

/** Collects the scripts, module preloads and islands of a page's HTML. */
export function parsePageScripts(html: string, pageUrl: string): PageScripts {
  const external = new Set<string>();
  const inline: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(m[1]!);
    if (!isJsType(attrs.get('type'))) continue;
    const src = attrs.get('src');
    if (src) external.add(new URL(src, pageUrl).href);
    else if (m[2]!.trim() !== '') inline.push(m[2]!);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]!);
    if ((attrs.get('rel') ?? '').split(/\s+/).includes('modulepreload') && attrs.get('href')) {
      external.add(new URL(attrs.get('href')!, pageUrl).href);
    }
  }
  const islands: Island[] = [];
  for (const m of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]!);
    const opts = JSON.parse(attrs.get('opts') || '{}') as { name?: string; value?: unknown };
    islands.push({
      name: opts.name ?? attrs.get('component-export') ?? '?',
      componentUrl: new URL(attrs.get('component-url') ?? '', pageUrl).href,
      rendererUrl: new URL(attrs.get('renderer-url') ?? '', pageUrl).href,
      client: attrs.get('client') ?? 'load',
      ...(attrs.get('client') === 'media' && typeof opts.value === 'string' ? { media: opts.value } : {}),
    });
  }
  return { external: [...external], inline, islands };
}

/**
 * Whether a media query matches a viewport width. Understands `(min-width: Npx)` and
 * `(max-width: Npx)` joined by `and`; anything else counts as matching (the larger estimate).
 */
export function mediaMatches(query: string, width: number): boolean {
  return query.split(/\band\b/i).every((part) => {
    const m = /\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)/i.exec(part);
    if (!m) return true;
    const limit = Number(m[2]);
    return m[1]!.toLowerCase() === 'min' ? width >= limit : width <= limit;
  });
}

/**
 * Whether an island's JavaScript loads without interaction at this viewport width. A
 * client:interaction island loads when the reader first reaches for it, so it is not counted.
 */
export function islandLoads(island: Island, width: number): boolean {
  if (island.client === 'interaction') return false;
  return island.client !== 'media' || island.media === undefined || mediaMatches(island.media, width);
}

/**
 * Files an inline loader imports when a media query matches without waiting for the reader
 * (`…(matchMedia("(min-width: 1281px)"),"/api/page-scripts/….js")`): up-front code at the widths
 * the query matches, though no static import names it. A loader that also waits for a scroll
 * (the on-this-page highlighter's) loads on the reader's first move, as an island that waits for
 * an interaction, and is not up front.
 */
export function mediaLoads(code: string): { media: string; specifier: string }[] {
  if (code.includes('"scroll"')) return [];
  const pattern = /matchMedia\(("(?:[^"\\]|\\.)*")\)\s*,\s*("[^"]+\.js")/g;
  return [...code.matchAll(pattern)].map((m) => ({
    media: JSON.parse(m[1]!) as string,
    specifier: JSON.parse(m[2]!) as string,
  }));
}

/** Specifiers of the static imports and re-exports of a module (dynamic import() excluded). */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  const pattern = /(?:^|[;\s})])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(pattern)) out.push(m[1]!);
  return out;
}

/** A JavaScript file and its sizes. */
export interface ScriptFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

/** gzip -9 size of a text. */
export const gzipSize = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;

/**
 * Fetches the entry modules and, recursively, everything they import statically. Each file
 * is counted once, however many modules import it.
 */
export async function moduleClosure(
  entries: readonly string[],
  fetchText: (url: string) => Promise<string>,
  seen: Map<string, ScriptFile> = new Map(),
): Promise<Map<string, ScriptFile>> {
  const pending = entries.filter((url) => !seen.has(url));
  await Promise.all(
    pending.map(async (url) => {
      if (seen.has(url)) return;
      const placeholder: ScriptFile = { url, rawBytes: 0, gzipBytes: 0 };
      seen.set(url, placeholder);
      const code = await fetchText(url);
      placeholder.rawBytes = Buffer.byteLength(code);
      placeholder.gzipBytes = gzipSize(code);
      const imports = staticImports(code).map((spec) => new URL(spec, url).href);
      await moduleClosure(imports, fetchText, seen);
    }),
  );
  return seen;
}

/** The JavaScript a page loads before any interaction at one viewport width. */
export interface UpFrontJavaScript {
  /** Unique files: scripts, the modules inline scripts import, the islands that hydrate at that width. */
  files: ScriptFile[];
  /** The inline scripts, each gzipped on its own. */
  inlineGzipBytes: number;
  gzipBytes: number;
}

/**
 * What a page (`html`, served at `pageUrl`) loads up front at `width` px: its external scripts,
 * what its inline scripts import, the renderer and component of every island whose directive
 * fires without interaction at that width (load, idle, visible, a matching media query), with
 * their static imports, each file once; plus the inline scripts.
 */
export async function upFrontJavaScript(
  html: string,
  pageUrl: string,
  width: number,
  fetchText: (url: string) => Promise<string>,
): Promise<UpFrontJavaScript> {
  const scripts = parsePageScripts(html, pageUrl);
  const inlineGzipBytes = scripts.inline.reduce((sum, code) => sum + gzipSize(code), 0);
  const entries = [
    ...scripts.external,
    ...scripts.inline.flatMap((code) => staticImports(code).map((spec) => new URL(spec, pageUrl).href)),
    ...scripts.inline.flatMap((code) =>
      mediaLoads(code)
        .filter((load) => mediaMatches(load.media, width))
        .map((load) => new URL(load.specifier, pageUrl).href),
    ),
    ...scripts.islands
      .filter((island) => islandLoads(island, width))
      .flatMap((island) => [island.rendererUrl, island.componentUrl]),
  ];
  const files = [...(await moduleClosure(entries, fetchText)).values()];
  return {
    files,
    inlineGzipBytes,
    gzipBytes: inlineGzipBytes + files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}
