/**
 * The reader sweep: every page type a reader meets, at every width from 320 to 1440 px, in every
 * theme and locale, as a returning reader with the sample announcement banner showing:
 *
 * - axe-core finds no violations (its default WCAG 2.x A/AA rules plus best practices, and the AAA
 *   contrast rule in the increased-contrast themes);
 * - the cumulative layout shift, measured from the first paint until the page has settled
 *   (islands hydrated, fonts in, banner shown), is 0 at a phone and a desktop width;
 * - nothing scrolls sideways at 320 px, in every locale.
 *
 * The page × width × theme × locale product is covered pairwise (reader-sweep-plan.ts); each
 * visit is a fresh load in a fresh context, so every row sees the page as a first paint would.
 * Each row is its own subtest, named "<width>px <theme> <locale>", and reports every failed check.
 */
// The first eight page types; reader-sweep-more.e2e.ts has the others, so the shards share it out.
import { e2eSpec } from '../harness/index.ts';
import { describeSweep } from './reader-sweep-suite.ts';
import { SWEEP_PAGES } from './reader-sweep-plan.ts';

describeSweep(e2eSpec(import.meta.url), 'reader sweep', SWEEP_PAGES.slice(0, 8), true);
