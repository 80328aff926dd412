import { describe, expect, it } from 'vitest';
import { loadContent } from '../load-content.node.ts';
import { minimalContentFiles, writeContentRoot } from '../test-fixture.node.ts';
import { ContentValidationError, formatProblem } from '../validation-error.ts';
import { characterProblems, forbiddenCharacterProblems } from './forbidden-characters.ts';

const BOTH = { classes: ['control', 'noncharacter'] } as const;

async function failureLines(files: Record<string, unknown>): Promise<string[]> {
  const root = await writeContentRoot({ ...minimalContentFiles(), ...files });
  const error = await loadContent(root).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  const lines = (error as Error).message.split('\n');
  expect(lines[0]).toBe('Failed to validate due to:');
  return lines.slice(1);
}

describe('control characters and noncharacters in author text', () => {
  it('accepts tab, line feed, carriage return and ordinary Unicode', () => {
    expect(forbiddenCharacterProblems('a\tb\r\nc — é 😀 \uFEFF\uFDCF\uFDF0', 'x.md')).toEqual([]);
  });

  it('names the line and code point of each, in line order', () => {
    const text = 'one\ntwo \uFDD0\nthree \u001b[31m\nfour \u0085 \uFFFE \u{10FFFF}';
    expect(forbiddenCharacterProblems(text, 'a.md').map((p) => `${p.line} ${p.message}`)).toEqual([
      '2 character U+FDD0 (a Unicode noncharacter) is not allowed: remove it',
      '3 character U+001B (a control character) is not allowed: remove it',
      '4 character U+0085 (a control character) is not allowed: remove it',
      '4 character U+FFFE (a Unicode noncharacter) is not allowed: remove it',
      '4 character U+10FFFF (a Unicode noncharacter) is not allowed: remove it',
    ]);
  });

  it('finds character references that decode to one, in markdown', () => {
    const text = 'a &#xFDD0; b\n<img alt="&#64977;">\nfine &#x41; &amp; &#27;';
    expect(
      characterProblems(text, 'a.md', { ...BOTH, references: true }).map((p) => `${p.line} ${p.message}`),
    ).toEqual([
      "1 character reference '&#xFDD0;' to U+FDD0 (a Unicode noncharacter) is not allowed: remove it",
      "2 character reference '&#64977;' to U+FDD1 (a Unicode noncharacter) is not allowed: remove it",
      "3 character reference '&#27;' to U+001B (a control character) is not allowed: remove it",
    ]);
  });

  it('fails the build on control characters in a markdown body, naming file and line', async () => {
    const lines = await failureLines({
      'packages/main/content/guide.md': '# Guide\n\nRun it:\n\n    \u001b[31mred\u001b[0m\n',
      'packages/main/content/start.md': '---\ntitle: Docs\n---\n\nBell &#7; here.\n',
    });
    expect(lines).toEqual([
      'packages/main/content/guide.md:5: (text): character U+001B (a control character) is not allowed: remove it',
      'packages/main/content/guide.md:5: (text): character U+001B (a control character) is not allowed: remove it',
      "packages/main/content/start.md:5: (text): character reference '&#7;' to U+0007 (a control character) is not allowed: remove it",
    ]);
  });

  it('reports noncharacters in a markdown body as removed, and builds', async () => {
    const root = await writeContentRoot({
      ...minimalContentFiles(),
      'packages/main/content/guide.md': '# Guide\n\n<img src=x alt="\uFDD0">\n\nText &#xfdd1; here.\n',
    });
    const content = await loadContent(root);
    expect(content.warnings.map(formatProblem)).toEqual([
      'packages/main/content/guide.md:3: (text): character U+FDD0 (a Unicode noncharacter) was removed',
      "packages/main/content/guide.md:5: (text): character reference '&#xfdd1;' to U+FDD1 (a Unicode noncharacter) was removed",
    ]);
  });

  it('fails the build on either in front matter and YAML files, escapes included', async () => {
    const lines = await failureLines({
      'packages/main/content/start.md': '---\ntitle: "Docs \\uFDD0"\n---\n\nText.\n',
      'landing/home.yaml': 'title: "Home\\x1b"\nheading: Hi\n',
    });
    expect(lines).toContain(
      'packages/main/content/start.md:2: (yaml): character U+FDD0 (a Unicode noncharacter) is not allowed: remove it',
    );
    expect(lines).toContain(
      'landing/home.yaml:1: (yaml): character U+001B (a control character) is not allowed: remove it',
    );
  });
});
