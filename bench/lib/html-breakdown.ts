import { gzipSync } from 'node:zlib';

/** The bytes one island's props take in the page (the `props` attribute as sent). */
export interface IslandProps {
  name: string;
  bytes: number;
  /** The props as the component receives them (Astro's serialisation undone). */
  value: unknown;
}

/** Where a page's HTML bytes go. */
export interface HtmlBreakdown {
  rawBytes: number;
  gzipBytes: number;
  islands: IslandProps[];
  /** All islands' `props` attributes. */
  propsBytes: number;
  /** `<style>` elements. */
  inlineStyleBytes: number;
  /** `<script>` elements that run (JSON and speculation rules excluded). */
  inlineScriptBytes: number;
  /** `style="…"` attributes (code highlighting, brand colours). */
  styleAttributeBytes: number;
}

const bytes = (text: string) => Buffer.byteLength(text);
const sum = (parts: readonly string[]) => parts.reduce((total, part) => total + bytes(part), 0);

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Astro's `[type, value]` prop encoding back to plain JSON (astro/runtime/server/serialize.js). */
function plain(encoded: unknown): unknown {
  if (!Array.isArray(encoded)) return encoded;
  const [type, value] = encoded as [number, unknown];
  if (encoded.length < 2) return undefined;
  if (type === 1 && Array.isArray(value)) return value.map(plain);
  if (type === 0 && value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  return value;
}

/** The islands of a page with their props, in document order. */
export function islandProps(html: string): IslandProps[] {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => {
    const name = /component-export="([^"]*)"/.exec(tag)?.[1] ?? '?';
    const file = /component-url="[^"]*\/([\w-]+)\.[^"/]*"/.exec(tag)?.[1];
    const attribute = / props="([^"]*)"/.exec(tag)?.[1] ?? '';
    const encoded = attribute === '' ? {} : (JSON.parse(decode(attribute)) as Record<string, unknown>);
    const value = Object.fromEntries(Object.entries(encoded).map(([key, inner]) => [key, plain(inner)]));
    return { name: name === 'default' && file ? file : name, bytes: bytes(attribute), value };
  });
}

/** Measures a served page: its size and where the bytes go. */
export function htmlBreakdown(html: string): HtmlBreakdown {
  const islands = islandProps(html);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\btype="(?:application\/(?:ld\+)?json|speculationrules)"/.test(attributes!))
    .map(([element]) => element);
  return {
    rawBytes: bytes(html),
    gzipBytes: gzipSync(html, { level: 9 }).length,
    islands,
    propsBytes: islands.reduce((total, island) => total + island.bytes, 0),
    inlineStyleBytes: sum([...html.matchAll(/<style\b[\s\S]*?<\/style>/g)].map(([element]) => element)),
    inlineScriptBytes: sum(scripts),
    styleAttributeBytes: sum([...html.matchAll(/ style="[^"]*"/g)].map(([attribute]) => attribute)),
  };
}

/** Every string, array and object inside a value, as JSON. */
function* parts(value: unknown): Generator<string> {
  if (value === null || value === undefined) return;
  yield JSON.stringify(value);
  if (Array.isArray(value)) for (const item of value) yield* parts(item);
  else if (typeof value === 'object') for (const inner of Object.values(value)) yield* parts(inner);
}

/** A piece of data (JSON) that more than one island carries in its props. */
export interface RepeatedData {
  json: string;
  islands: string[];
}

/**
 * The data of at least `minBytes` (as JSON) that two or more islands of the page carry, largest
 * first: what the page sends more than once (a message catalogue per island, a shared tree).
 */
export function repeatedIslandData(html: string, minBytes: number): RepeatedData[] {
  const carriers = new Map<string, Set<string>>();
  for (const island of islandProps(html)) {
    for (const json of parts(island.value)) {
      if (bytes(json) < minBytes) continue;
      const set = carriers.get(json) ?? new Set<string>();
      set.add(island.name);
      carriers.set(json, set);
    }
  }
  return [...carriers]
    .filter(([, islands]) => islands.size > 1)
    .map(([json, islands]) => ({ json, islands: [...islands] }))
    .sort((a, b) => bytes(b.json) - bytes(a.json));
}

/**
 * The HTML fragments (strings with markup) of at least `minBytes` in islands' props that the page
 * also holds outside every props attribute (an article, a banner): markup sent twice.
 */
export function propsMarkupInHtml(html: string, minBytes: number): { island: string; text: string }[] {
  const outside = html.replace(/ props="[^"]*"/g, '');
  return islandProps(html).flatMap((island) =>
    [...parts(island.value)]
      .filter((json) => json.startsWith('"'))
      .map((json) => JSON.parse(json) as string)
      .filter((text) => /<\w[^>]*>/.test(text) && bytes(text) >= minBytes && outside.includes(text))
      .map((text) => ({ island: island.name, text })),
  );
}

/**
 * The pieces of `data` (JSON values of at least `minBytes`) that the props of the page's islands
 * named in `islands` carry too: data those islands should leave to the endpoint that serves it.
 */
export function dataInProps(
  html: string,
  data: unknown,
  minBytes: number,
  islands: readonly string[],
): string[] {
  const carried = new Set(
    islandProps(html)
      .filter((island) => islands.includes(island.name))
      .flatMap((island) => [...parts(island.value)]),
  );
  return [...new Set(parts(data))].filter((json) => bytes(json) >= minBytes && carried.has(json));
}
