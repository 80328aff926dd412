import type { AnswerBlock, AnswerInline } from '../../schemas/ai.ts';

/**
 * The answer markup (src/schemas/ai.ts AiAnswer.message): a small markdown subset both providers
 * write and the browser parses into blocks of text nodes, so nothing in an answer can become
 * HTML. Blank lines separate blocks; lines starting with '- ', '* ' or '1. ' are list items;
 * '# ' headings become bold paragraphs. Inline: `code`, **bold**, [n] or [n, m] citations,
 * [label](/site/path) links, and '\' before punctuation for a literal character. Links to
 * anything but a site path keep only their label, so a model cannot plant an outside link.
 */

const SITE_PATH = /^\/(?!\/)[^\s]*$/;
const ESCAPABLE = /[\\`*[\]()#.\-_!>•]/;
const LIST_ITEM = /^\s*(?:[-*•]|\d{1,3}[.)])\s+/;
const HEADING = /^\s{0,3}#{1,6}\s+/;

/** Escapes text so the parser gives it back as plain text (the extractive composer's sentences). */
export function escapeMarkup(text: string): string {
  return text
    .replace(/[\\`*[\]]/g, (c) => `\\${c}`)
    .replace(/^(\s*)([-#•])(?=\s)/, '$1\\$2')
    .replace(/^(\s*)(\d{1,3})([.)])(?=\s)/, '$1$2\\$3');
}

function pushText(out: AnswerInline[], text: string): void {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last?.type === 'text') out[out.length - 1] = { type: 'text', text: last.text + text };
  else out.push({ type: 'text', text });
}

/** Parses one block's inline markup; citations outside 1..sourceCount stay as text. */
export function parseInlines(source: string, sourceCount: number): AnswerInline[] {
  const out: AnswerInline[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const rest = source.slice(i);
    if (c === '\\' && i + 1 < source.length && ESCAPABLE.test(source[i + 1]!)) {
      pushText(out, source[i + 1]!);
      i += 2;
      continue;
    }
    if (c === '`') {
      const end = source.indexOf('`', i + 1);
      if (end > i + 1) {
        out.push({ type: 'code', text: source.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (rest.startsWith('**')) {
      const end = source.indexOf('**', i + 2);
      if (end > i + 2) {
        out.push({ type: 'strong', text: source.slice(i + 2, end).replace(/\\(.)/g, '$1') });
        i = end + 2;
        continue;
      }
    }
    if (c === '[') {
      const citation = /^\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/.exec(rest);
      if (citation) {
        for (const n of citation[1]!.split(',').map((part) => Number(part.trim()))) {
          if (n >= 1 && n <= sourceCount) out.push({ type: 'citation', source: n });
          else pushText(out, `[${n}]`);
        }
        i += citation[0].length;
        continue;
      }
      const link = /^\[([^\]\n]{1,300})\]\(([^)\s]{1,2048})\)/.exec(rest);
      if (link) {
        const label = link[1]!.replace(/\\(.)/g, '$1');
        if (SITE_PATH.test(link[2]!)) out.push({ type: 'link', href: link[2]!, text: label });
        else pushText(out, label);
        i += link[0].length;
        continue;
      }
    }
    pushText(out, c);
    i += 1;
  }
  return out;
}

/** Parses a whole answer message into blocks (see the module comment for the syntax). */
export function parseAnswerMarkup(message: string, sourceCount: number): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  let paragraph: string[] = [];
  let items: string[] | undefined;
  const flush = () => {
    if (paragraph.length > 0) {
      blocks.push({ type: 'paragraph', inlines: parseInlines(paragraph.join(' '), sourceCount) });
    }
    if (items !== undefined && items.length > 0) {
      blocks.push({ type: 'list', items: items.map((item) => parseInlines(item, sourceCount)) });
    }
    paragraph = [];
    items = undefined;
  };
  for (const raw of message.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
    } else if (HEADING.test(line)) {
      flush();
      blocks.push({ type: 'paragraph', inlines: [{ type: 'strong', text: line.replace(HEADING, '') }] });
    } else if (LIST_ITEM.test(line)) {
      if (paragraph.length > 0) flush();
      items ??= [];
      items.push(line.replace(LIST_ITEM, ''));
    } else if (items !== undefined && /^\s+/.test(raw)) {
      items[items.length - 1] += ` ${line.trim()}`;
    } else {
      if (items !== undefined) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks.filter((block) =>
    block.type === 'paragraph' ? block.inlines.length > 0 : block.items.length > 0,
  );
}

/** The plain text of an answer (for a feedback issue or a screen-reader summary): markup removed. */
export function answerPlainText(message: string, sourceCount: number): string {
  return parseAnswerMarkup(message, sourceCount)
    .map((block) => {
      const line = (inlines: AnswerInline[]) =>
        inlines.map((node) => (node.type === 'citation' ? `[${node.source}]` : node.text)).join('');
      return block.type === 'paragraph'
        ? line(block.inlines)
        : block.items.map((item) => `- ${line(item)}`).join('\n');
    })
    .join('\n\n');
}
