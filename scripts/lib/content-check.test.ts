import { describe, expect, it } from 'vitest';
import { minimalContentFiles, writeContentRoot } from '../../src/core/content/test-fixture.node.ts';
import { checkContent, checkExitCode, formatCheckReport } from './content-check.ts';

const PAGES = 'packages/main/content';

describe('checkContent', () => {
  it('reports a schema error, a rule error, an MDX error and a broken link in one run', async () => {
    const root = await writeContentRoot({
      ...minimalContentFiles(),
      [`${PAGES}/schema.md`]: '---\nhidden: maybe\n---\n\n# Schema\n',
      [`${PAGES}/rule.md`]: '# Rule\n\nA bell \u0007 rings.\n',
      [`${PAGES}/component.mdx`]: '# Component\n\nText.\n\n<Unknown />\n',
      [`${PAGES}/links.md`]: '# Links\n\nSee [nowhere](/nowhere/).\n',
    });
    const report = await checkContent(root, 1);
    const errors = report.findings.filter((item) => item.severity === 'error');
    const at = (file: string) => errors.filter((item) => item.file === `${PAGES}/${file}`);
    expect(at('schema.md')).toEqual([expect.objectContaining({ field: 'hidden' })]);
    expect(at('rule.md')).toEqual([expect.objectContaining({ line: 3 })]);
    expect(at('component.mdx')).toEqual([
      expect.objectContaining({ field: '(markdown)', line: 5, message: expect.stringContaining('Unknown') }),
    ]);
    expect(at('links.md')).toEqual([
      expect.objectContaining({ field: '(link)', line: 3, message: expect.stringContaining('/nowhere/') }),
    ]);
    expect(checkExitCode(report, false)).toBe(1);
    const text = formatCheckReport(report);
    expect(text).toContain(`error   ${PAGES}/links.md:3: (link): broken link '/nowhere/'`);
    expect(text).toMatch(/4 error\(s\) and \d+ warning\(s\)/);
  });

  it('passes with warnings only, and fails on them when strict', async () => {
    const root = await writeContentRoot({
      ...minimalContentFiles(),
      // A noncharacter is removed with a warning.
      [`${PAGES}/warned.md`]: '# Warned\n\nText \uFDD0 here.\n',
    });
    const report = await checkContent(root, 1);
    expect(report.findings).toEqual([
      expect.objectContaining({ severity: 'warning', file: `${PAGES}/warned.md`, line: 3 }),
    ]);
    expect(checkExitCode(report, false)).toBe(0);
    expect(checkExitCode(report, true)).toBe(1);
  });
});
