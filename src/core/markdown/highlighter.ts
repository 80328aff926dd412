import {
  bundledLanguagesInfo,
  bundledThemes,
  createHighlighter,
  type BundledLanguage,
  type ThemedToken,
} from 'shiki';
import { createPairTheme, type PairTheme } from './pair-theme.ts';
import { readOnigWasm } from './onig-wasm.node.ts';
import { createSharedRegexEngine } from './shared-regex-engine.ts';
import { codeHtml, plainBody, tokensToLines } from './tokens-html.ts';

/** Highlights code at build time; no highlighter ships to the browser. */
export interface CodeHighlighter {
  /** Loads the grammars for these fence languages (aliases allowed); unknown ones are ignored. */
  prepare(langs: Iterable<string>): Promise<void>;
  /**
   * A `<pre class="shiki …" tabindex="0"><code>…</code></pre>` for the code, with both themes as
   * CSS variables. Unknown or unloaded languages, and very long code, come out as plain text.
   */
  highlight(code: string, lang: string | undefined): string;
  /**
   * The inner HTML of each line's `<span class="line">` (the same tokens as `highlight`), for
   * blocks whose lines are decorated; `wrap` puts the decorated body into the `<pre>`.
   */
  highlightLines(code: string, lang: string | undefined): readonly string[];
  /** The `<pre class="shiki …"><code>` of `highlight` around a body of lines, with more classes. */
  wrap(body: string, preClass?: readonly string[]): string;
}

export interface HighlighterOptions {
  /**
   * Fence languages (ids or aliases) to load up front; default DEFAULT_LANGUAGES. Others can
   * be loaded later with `prepare`; until then their blocks render as plain text.
   */
  languages?: Iterable<string>;
  /** Highlighted blocks kept for reuse, keyed by language and code. */
  cacheSize?: number;
  /** Code longer than this many characters is not tokenised (it would dominate build time). */
  maxHighlightLength?: number;
}

/**
 * The languages of the authoring contract plus the ones common in API documentation. Loading a
 * grammar is cheap (its expressions compile on first use), so this costs ~100 ms once.
 */
export const DEFAULT_LANGUAGES: readonly string[] = [
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'json',
  'jsonc',
  'bash',
  'shellscript',
  'shellsession',
  'powershell',
  'java',
  'kotlin',
  'groovy',
  'scala',
  'python',
  'ruby',
  'php',
  'go',
  'rust',
  'csharp',
  'c',
  'cpp',
  'swift',
  'yaml',
  'toml',
  'ini',
  'properties',
  'xml',
  'html',
  'css',
  'http',
  'graphql',
  'sql',
  'diff',
  'dockerfile',
];

/**
 * Token colours of the GitHub themes below WCAG AA (4.5:1) on their own background are
 * replaced by the nearest colour that passes: orange in light, comment grey in dark.
 */
export const COLOR_REPLACEMENTS = { light: { '#e36209': '#bc4c00' }, dark: { '#6a737d': '#959da5' } };

/** Bundled grammar ids by id and alias ('js' -> 'javascript'), so aliases share one cache. */
const GRAMMAR_BY_NAME = new Map<string, BundledLanguage>(
  bundledLanguagesInfo.flatMap((info) =>
    [info.id, ...(info.aliases ?? [])].map((name): [string, BundledLanguage] => [
      name,
      info.id as BundledLanguage,
    ]),
  ),
);

/** The GitHub light and dark themes as one pair theme, with COLOR_REPLACEMENTS. */
export async function githubPairTheme(): Promise<PairTheme> {
  const [light, dark] = await Promise.all([bundledThemes['github-light'](), bundledThemes['github-dark']()]);
  return createPairTheme(light.default, dark.default, COLOR_REPLACEMENTS);
}

/** Creates the highlighter: themes and DEFAULT_LANGUAGES (or `languages`) load now. */
export async function createCodeHighlighter(options: HighlighterOptions = {}): Promise<CodeHighlighter> {
  const pairTheme = await githubPairTheme();
  const highlighter = await createHighlighter({
    themes: [pairTheme.theme],
    langs: [],
    engine: createSharedRegexEngine(readOnigWasm()),
  });
  const cacheSize = options.cacheSize ?? 2000;
  const maxLength = options.maxHighlightLength ?? 100_000;
  const loading = new Map<string, Promise<void>>();
  const ready = new Set<string>();
  const cache = new Map<string, readonly string[]>();

  const tokenize = (code: string, grammar: BundledLanguage | undefined): ThemedToken[][] => {
    if (grammar === undefined) return code.split(/\r?\n/).map((content) => [{ content, offset: 0 }]);
    // No time limit: Shiki's default (500 ms per line, by the clock) cuts highlighting short
    // whenever the machine is busy, so the same page would not always build the same.
    return highlighter.codeToTokensBase(code, {
      lang: grammar,
      theme: pairTheme.theme,
      tokenizeTimeLimit: 0,
    });
  };

  const api: CodeHighlighter = {
    async prepare(langs) {
      const pending: Promise<void>[] = [];
      for (const lang of langs) {
        const grammar = GRAMMAR_BY_NAME.get(lang.toLowerCase());
        if (grammar === undefined) continue;
        let load = loading.get(grammar);
        if (load === undefined) {
          // A grammar that fails to load leaves its blocks as plain text rather than failing the build.
          load = highlighter.loadLanguage(grammar).then(
            () => void ready.add(grammar),
            () => undefined,
          );
          loading.set(grammar, load);
        }
        pending.push(load);
      }
      await Promise.all(pending);
    },
    highlight(code, lang) {
      return codeHtml(plainBody(api.highlightLines(code, lang)));
    },
    highlightLines(code, lang) {
      const grammar = lang === undefined ? undefined : GRAMMAR_BY_NAME.get(lang.toLowerCase());
      const usable =
        grammar !== undefined && ready.has(grammar) && code.length <= maxLength ? grammar : undefined;
      const key = `${usable ?? ''}\u0000${code}`;
      const hit = cache.get(key);
      if (hit !== undefined) {
        // Refresh recency: a Map iterates in insertion order, so the oldest entry goes first.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const lines = tokensToLines(tokenize(code, usable), pairTheme);
      cache.set(key, lines);
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      return lines;
    },
    wrap(body, preClass) {
      return codeHtml(body, preClass);
    },
  };
  await api.prepare(options.languages ?? DEFAULT_LANGUAGES);
  return api;
}
