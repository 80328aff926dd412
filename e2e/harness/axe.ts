/**
 * Accessibility checks with axe-core: a page must have no violations of axe's default rule set
 * (WCAG 2.x A/AA plus best practices) unless a check narrows it explicitly.
 */
import { AssertionError } from 'node:assert';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
/** One rule's violation as axe reports it. */
export type AxeViolation = AxeResults['violations'][number];

/** Narrows or adjusts an axe run. */
export interface AxeOptions {
  /** Only these CSS selectors are checked. */
  include?: string[];
  /** These CSS selectors are skipped (e.g. a third-party widget). */
  exclude?: string[];
  /** Rule ids to switch off; say why next to the call. */
  disableRules?: string[];
  /** Rule ids off by default to run as well (e.g. ['color-contrast-enhanced'], AAA contrast). */
  enableRules?: string[];
  /** Only rules with these tags run (e.g. ['wcag2a', 'wcag2aa']). Default: axe's default set. */
  tags?: string[];
  /** Only these rule ids run (e.g. ['color-contrast'] when only colours changed). */
  rules?: string[];
}

const MAX_NODES_PER_RULE = 5;

/** A numbered, readable list of violations: impact, rule, help, help URL and the offending elements. */
export function formatAxeViolations(violations: readonly AxeViolation[], where: string): string {
  const lines = [`axe found ${violations.length} accessibility violation(s) on ${where}:`];
  violations.forEach((violation, index) => {
    lines.push(`${index + 1}. [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`);
    lines.push(`   ${violation.helpUrl}`);
    for (const node of violation.nodes.slice(0, MAX_NODES_PER_RULE)) {
      const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
      lines.push(`   - ${node.target.join(' ')}${summary ? `: ${summary}` : ''}`);
    }
    const more = violation.nodes.length - MAX_NODES_PER_RULE;
    if (more > 0) lines.push(`   - ... and ${more} more element(s)`);
  });
  return lines.join('\n');
}

/**
 * Runs axe on the page as it is now and throws an AssertionError listing every violation.
 *
 * Legacy mode runs axe.run() inside the page itself. The default mode runs axe in parts per frame
 * and then opens a second, blank page in the same context to merge the parts (a new page plus a
 * second injection of axe's 580 KB source on every call): about twice the time per check, for the
 * same rules and results (docs/performance.md, "Test run time"). What it adds is checking cross-origin iframes, and the portal
 * renders none (the sanitisers strip iframes; a same-origin one is still checked in legacy mode).
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // Rules switched on and off go in one map: AxeBuilder.disableRules() would replace it.
  const rules: Record<string, { enabled: boolean }> = {};
  for (const id of options.enableRules ?? []) rules[id] = { enabled: true };
  for (const id of options.disableRules ?? []) rules[id] = { enabled: false };
  // Only violations are read: details of passing and inapplicable checks are not collected,
  // which spares axe much of its work on large pages.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], rules });
  if (options.tags) builder = builder.withTags(options.tags);
  if (options.rules) builder = builder.withRules(options.rules);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  if (violations.length === 0) return;
  const where = `${page.url()} at ${page.viewportSize()?.width ?? '?'}px`;
  throw new AssertionError({ message: formatAxeViolations(violations, where) });
}
