import type { PageWeight } from '../page-weight.ts';
import { formatTable, kb } from './table.ts';

/** The JavaScript budget of a documentation page, gzip. */
export const JS_TARGET_BYTES = 90 * 1024;

const name = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

function islandsOf(page: PageWeight): string {
  const list = page.scripts.islands.map((i) => `${i.name}:${i.client}${i.media ? ` ${i.media}` : ''}`);
  return list.join(', ') || '-';
}

/** The page-weight results as printable tables, with PASS/FAIL against the JavaScript budget. */
export function formatPageWeight(pages: readonly PageWeight[]): string {
  const widths = pages[0]?.widths.map((w) => w.width) ?? [];
  const js = formatTable(
    ['page', 'islands (directive)', ...widths.map((w) => `JS KB gz @${w}px (files)`)],
    pages.map((page) => [
      page.path,
      islandsOf(page),
      ...page.widths.map(
        (w) => `${kb(w.gzipBytes)} (${w.files.length}+${page.scripts.inline.length} inline)`,
      ),
    ]),
  );
  const browserRows = pages.flatMap((page) =>
    page.widths.flatMap((w) =>
      w.browser
        ? [
            [
              page.path,
              `${w.width}px`,
              w.browser.scripts.length,
              kb(w.browser.scripts.reduce((s, x) => s + x.encodedBytes, 0)),
              kb(w.browser.scripts.reduce((s, x) => s + x.gzipBytes, 0)),
              kb(w.files.reduce((s, f) => s + f.gzipBytes, 0)),
              w.browser.sameFiles ? 'yes' : 'NO',
            ],
          ]
        : [],
    ),
  );
  const browser =
    browserRows.length === 0
      ? '(browser cross-check skipped)'
      : formatTable(
          [
            'page',
            'width',
            'script files',
            'sent KB (br)',
            'same, gzip -9 KB',
            'static files gzip KB',
            'same files as static',
          ],
          browserRows,
        );
  const html = formatTable(
    [
      'page',
      'HTML KB',
      'HTML KB gz',
      'article KB',
      'article KB gz',
      'article share',
      'article verbatim x',
      'sentence x',
    ],
    pages.map((page) => {
      const a = page.article;
      return [
        page.path,
        kb(page.html.rawBytes),
        kb(page.html.gzipBytes),
        a ? kb(a.rawBytes) : '-',
        a ? kb(a.gzipBytes) : '-',
        a ? `${Math.round((a.rawBytes / page.html.rawBytes) * 100)}%` : '-',
        a ? a.verbatimCount : '-',
        a ? a.sentenceCount : '-',
      ];
    }),
  );
  const breakdown = formatTable(
    [
      'page',
      'HTML KB',
      'props KB',
      'inline styles KB',
      'inline scripts KB',
      'style attrs KB',
      'repeated KB',
      'props by island (KB)',
    ],
    pages.map(({ path, breakdown: b }) => [
      path,
      kb(b.rawBytes),
      kb(b.propsBytes),
      kb(b.inlineStyleBytes),
      kb(b.inlineScriptBytes),
      kb(b.styleAttributeBytes),
      kb(b.repeatedBytes),
      b.islands.map((i) => `${i.name} ${kb(i.bytes)}`).join(', '),
    ]),
  );
  const all = new Map(pages.flatMap((p) => p.widths.flatMap((w) => w.files.map((f) => [f.url, f] as const))));
  const files = formatTable(
    ['file', 'KB', 'KB gz'],
    [...all.values()]
      .sort((x, y) => y.gzipBytes - x.gzipBytes)
      .map((f) => [name(f.url), kb(f.rawBytes), kb(f.gzipBytes)]),
  );
  const docs = pages.filter((p) => p.doc);
  const worst = (width: number) =>
    Math.max(...docs.map((p) => p.widths.find((w) => w.width === width)?.gzipBytes ?? 0));
  const verdicts = widths.map(
    (w) => `  @${w}px: worst ${kb(worst(w))} KB -> ${worst(w) <= JS_TARGET_BYTES ? 'PASS' : 'FAIL'}`,
  );
  const sentences = docs.map((p) => `  ${p.path}: "${(p.article?.sentence ?? '').replace(/\s+/g, ' ')}"`);
  return [
    'JavaScript loaded before any interaction (static analysis: scripts, module preloads, islands that',
    'hydrate at that width, static imports followed; unique files gzip -9 plus inline scripts):',
    '',
    js,
    '',
    `Target <= 90 KB gzip of JavaScript on a documentation page:`,
    ...verdicts,
    '',
    'Cross-check in Chromium (external script responses after network idle + 1 s; inline scripts excluded):',
    '',
    browser,
    '',
    'HTML (article = the content build\'s page html; "x" = occurrences in the served HTML):',
    '',
    html,
    '',
    'Where the HTML goes ("repeated" = the largest data two islands both carry in their props):',
    '',
    breakdown,
    '',
    'Sentences searched for:',
    ...sentences,
    '',
    'JavaScript files seen on these pages:',
    '',
    files,
  ].join('\n');
}
