/**
 * What the reader sweep visits: every page type, width, theme and locale, in a covering plan.
 *
 * The full product (15 page types × 5 widths × 4 themes × 3 locales = 900 loads, each with an axe
 * run) would take well over an hour. A theme changes colours and a locale changes strings, each
 * independently of the other and of the page, so the plan is pairwise: it visits every page type
 * at every width once (the largest pair, 75 rows), and spreads themes and locales over those rows
 * by two offsets that make every (page, theme), (page, locale), (width, theme), (width, locale)
 * and (theme, locale) pair occur at least once. `uncoveredPairs` proves it for the lists as they
 * are, so adding a page or a width cannot silently leave a pair out.
 */

/** A page type and the path that shows it with the sample content. */
export interface SweepPage {
  name: string;
  path: string;
}

/** One theme as the theme cookie sets it (`<colorMode>.<contrastMode>`, theme-settings.ts). */
export interface SweepTheme {
  name: string;
  cookie: string;
  /** Increased contrast promises 7:1 text, axe's AAA rule (off in axe's default set). */
  increased: boolean;
}

/** One visit: a page type at a width, in a theme and a locale. */
export interface SweepRow {
  page: SweepPage;
  width: number;
  theme: SweepTheme;
  locale: string;
}

export const SWEEP_PAGES: readonly SweepPage[] = [
  { name: 'home', path: '/' },
  { name: 'cloud landing', path: '/cloud/' },
  { name: 'server landing', path: '/server/' },
  { name: 'product landing', path: '/server/jira/platform/' },
  { name: 'docs page', path: '/platform/forge/getting-started/' },
  { name: 'MDX page', path: '/portico/authoring/mdx/' },
  { name: 'REST reference', path: '/cloud/jira/platform/rest/v3/api-group-issues/' },
  { name: 'changelog', path: '/changelog/' },
  { name: 'search', path: '/search/' },
  { name: 'search results', path: '/search/?q=pagination' },
  { name: 'blog', path: '/blog/' },
  { name: 'support', path: '/support/' },
  { name: 'sign-in', path: '/account/login' },
  { name: 'not found', path: '/no-such-page/' },
  // Signed out, the console sends the reader to sign in with a way back (console-apps.e2e.ts).
  { name: 'console (signed out)', path: '/console/myapps/' },
];

/** The spec's widths: the smallest phone the spec promises (320), phone, tablet, desktop, wide. */
export const SWEEP_WIDTHS: readonly number[] = [320, 375, 768, 1280, 1440];

/** Light, dark and the increased-contrast theme in both colour modes (site feature increasedContrast). */
export const SWEEP_THEMES: readonly SweepTheme[] = [
  { name: 'light', cookie: 'light.standard', increased: false },
  { name: 'dark', cookie: 'dark.standard', increased: false },
  { name: 'increased-light', cookie: 'light.increased', increased: true },
  { name: 'increased-dark', cookie: 'dark.increased', increased: true },
];

/** English, French and the pseudo-locale (longer strings, accented letters). */
export const SWEEP_LOCALES: readonly string[] = ['en', 'fr', 'en_ZZ'];

/** The widths at which CLS is measured on every page type: a phone and a desktop. */
export const CLS_WIDTHS: readonly number[] = [375, 1280];

/** The pairwise plan: page i at width j in theme (i + j) and locale (i + 2j), each modulo its count. */
export function sweepPlan(
  pages: readonly SweepPage[] = SWEEP_PAGES,
  widths: readonly number[] = SWEEP_WIDTHS,
  themes: readonly SweepTheme[] = SWEEP_THEMES,
  locales: readonly string[] = SWEEP_LOCALES,
): SweepRow[] {
  return pages.flatMap((page, i) =>
    widths.map((width, j) => ({
      page,
      width,
      theme: themes[(i + j) % themes.length]!,
      locale: locales[(i + 2 * j) % locales.length]!,
    })),
  );
}

/** Every pair of values of two axes that no row of `rows` shows together, as "a × b" strings. */
export function uncoveredPairs(rows: readonly SweepRow[]): string[] {
  const axes: [string, (row: SweepRow) => string, readonly string[]][] = [
    ['page', (row) => row.page.name, SWEEP_PAGES.map((page) => page.name)],
    ['width', (row) => `${row.width}px`, SWEEP_WIDTHS.map((width) => `${width}px`)],
    ['theme', (row) => row.theme.name, SWEEP_THEMES.map((theme) => theme.name)],
    ['locale', (row) => row.locale, SWEEP_LOCALES],
  ];
  const missing: string[] = [];
  for (let a = 0; a < axes.length; a++) {
    for (let b = a + 1; b < axes.length; b++) {
      const [, valueA, allA] = axes[a]!;
      const [, valueB, allB] = axes[b]!;
      const seen = new Set(rows.map((row) => `${valueA(row)} × ${valueB(row)}`));
      for (const x of allA) for (const y of allB) if (!seen.has(`${x} × ${y}`)) missing.push(`${x} × ${y}`);
    }
  }
  return missing;
}
