import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { CORPORA_DIR } from '../testing/corpora.node.ts';
import { describeWithCorpora } from '../testing/describe-with-corpora.test-helper.ts';
import { planCode } from './code-plan.ts';
import { fenceLanguages } from './fence-languages.ts';
import { testContext, testRenderer } from './markdown-fixtures.test-helper.ts';

// Real Docusaurus and Starlight sites, read in place (never copied into the repository).
const SITES = join(CORPORA_DIR, 'sites');
const DOCUSAURUS = join(SITES, 'redux-docusaurus');
const STARLIGHT = join(SITES, 'starlight');

/** Meta or content that uses a code-block option this renderer reads. */
const OPTIONS = /title=|\{[\d\s,-]+\}|showLineNumbers|collapse=|ins=|del=|mark=|lang=|frame=|"[^"]+"|\/.+\//;
/** A comment that may name the file (Expressive Code takes it as the title). */
const FIRST_COMMENT = /^\s*(?:\/\/|#|<!--|\/\*)/;
const MAGIC = /highlight-(?:next-line|start|end)/;

interface Block {
  where: string;
  fence: string;
  lang: string;
  meta: string;
  value: string;
}

function markdownFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.mdx?$/.test(entry.name)) files.push(path);
    }
  };
  walk(dir);
  return files;
}

/** The fenced blocks of a file with a language and an option (or a magic comment), dedented. */
function optionBlocks(file: string): Block[] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  const blocks: Block[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})(\w[\w+#.-]*)[ \t]*(.*)$/.exec(lines[index]!);
    if (open === null) continue;
    const [, indent, fence, lang, meta] = open;
    const end = lines.findIndex(
      (line, at) => at > index && line.trim().startsWith(fence!) && line.trim().replace(/[`~]/g, '') === '',
    );
    if (end === -1) break;
    const body = lines
      .slice(index + 1, end)
      .map((line) => line.slice(Math.min(indent!.length, line.search(/\S|$/))));
    const value = body.join('\n');
    if (OPTIONS.test(meta!) || MAGIC.test(value) || FIRST_COMMENT.test(body[0] ?? '')) {
      blocks.push({
        where: `${relative(SITES, file)}:${index + 1}`,
        fence: fence!,
        lang: lang!,
        meta: meta!,
        value,
      });
    }
    index = end;
  }
  return blocks;
}

// As hast-util-to-html writes text.
const escapeHtml = (text: string) => text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');

/** The text a reader copies from the rendered block: the code lines, without collapsed summaries. */
function copiedText(html: string): string {
  const code = /<code>([\s\S]*)<\/code><\/pre>/.exec(html)?.[1] ?? '';
  return code
    .replace(/<summary>[\s\S]*?<\/summary>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describeWithCorpora('code blocks of real Docusaurus and Starlight sites', [DOCUSAURUS, STARLIGHT], () => {
  const blocks = [DOCUSAURUS, STARLIGHT].flatMap((site) => markdownFiles(site).flatMap(optionBlocks));
  const seen = {
    title: 0,
    highlight: 0,
    magic: 0,
    ins: 0,
    del: 0,
    strippedDiff: 0,
    textMarks: 0,
    fileNameTitle: 0,
    terminal: 0,
    noFrame: 0,
  };

  it('finds blocks with each option', () => {
    expect(blocks.length).toBeGreaterThan(500);
  });

  it.each(blocks.map((block) => [block.where, block]))('%s', async (_, block) => {
    const renderer = await testRenderer();
    const source = `${block.fence}${block.lang} ${block.meta}\n${block.value}\n${block.fence}\n`;
    await renderer.loadLanguages(fenceLanguages(source));
    const { html } = renderer.render(source, testContext());
    const plan = planCode(block.value, block.lang, block.meta);

    expect(html).not.toContain('data-portico-mark');
    expect(copiedText(html)).toBe(plan.code);
    if (plan.title !== undefined) {
      seen.title++;
      expect(html).toContain(`<figcaption class="code-block-title">${escapeHtml(plan.title)}</figcaption>`);
      if (!/title=/.test(block.meta)) {
        seen.fileNameTitle++;
        // The comment naming the file is the title, no longer a line of the code.
        expect(plan.code.split('\n').length).toBeLessThan(block.value.split('\n').length);
      }
    }
    if (plan.frame === 'terminal') {
      seen.terminal++;
      expect(html).toContain('code-frame-terminal');
    }
    if (/frame="none"/.test(block.meta)) {
      seen.noFrame++;
      expect(html).not.toContain('<figcaption');
    }
    const inline = [...html.matchAll(/<(mark|ins|del)>/g)].length;
    expect(inline).toBe([...plan.inlineMarks.values()].reduce((sum, marks) => sum + marks.length, 0));
    if (inline > 0) seen.textMarks++;
    const marks = [...html.matchAll(/data-mark="(\w+)"/g)].map((match) => match[1]);
    expect(marks.length).toBe(plan.marks.size);
    if (/\{[\d\s,-]+\}/.test(block.meta)) seen.highlight++;
    if (/^(js|jsx|ts|tsx|javascript|typescript)$/.test(block.lang) && MAGIC.test(block.value)) {
      seen.magic++;
      expect(copiedText(html)).not.toMatch(MAGIC);
      expect(marks).toContain('highlight');
    }
    if (marks.includes('ins')) seen.ins++;
    if (marks.includes('del')) seen.del++;
    if (plan.diffGlyphs && block.lang === 'diff') {
      seen.strippedDiff++;
      expect(html).toContain('has-diff-glyphs');
    }
  });

  it('saw every kind of option', () => {
    // frame="none" is rarer: 8 blocks in the Starlight docs.
    for (const [option, count] of Object.entries(seen))
      expect(count, option).toBeGreaterThan(option === 'noFrame' ? 5 : 10);
  });
});
