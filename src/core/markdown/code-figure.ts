import type { Element } from 'hast';
import { formatIcu } from '../i18n/icu-format.ts';
import { el, raw, text } from './hast-build.ts';
import { toProperty } from './hast-tabs.ts';
import type { CodeHighlighter } from './highlighter.ts';
import type { Marker } from './markers.ts';
import { MARKUP } from './markup.ts';
import { planCode, type CodePlan } from './code-plan.ts';
import { markLineHtml } from './inline-marks.ts';
import type { RenderMessages } from './render-messages.ts';
import { escapeText, staticHtml } from './static-html.ts';

/** What building a code figure needs. */
export interface CodeFigureContext {
  highlighter: CodeHighlighter;
  messages: RenderMessages;
  /** Filled with the figure and its code as shown, for the search text. */
  codeTexts: Map<Element, string>;
}

/**
 * The figure of a fenced or indented code block (markup contract in
 * src/ui/features/article/README.md): an optional title, the copy button and the highlighted
 * `<pre>`, whose lines carry their marks (`data-mark`), numbers (`data-line`, shown by CSS so
 * they are never selected or copied) and collapsed sections (`<details>`, no script).
 */
export function buildCodeFigure(marker: Extract<Marker, { kind: 'code' }>, ctx: CodeFigureContext): Element {
  const plan = planCode(marker.value, marker.lang, marker.meta);
  const decorated =
    plan.marks.size > 0 ||
    plan.inlineMarks.size > 0 ||
    plan.collapse.length > 0 ||
    plan.lineNumbersFrom !== undefined;
  const terminal = plan.frame === 'terminal';
  const pre = decorated ? decoratedPre(plan, ctx) : ctx.highlighter.highlight(plan.code, plan.lang);
  const hasDiff = [...plan.marks.values()].some((mark) => mark !== 'highlight');
  const lastNumber = (plan.lineNumbersFrom ?? 0) + plan.code.split('\n').length - 1;
  const figure = el(
    'figure',
    {
      className: [
        MARKUP.codeBlockClass,
        ...(terminal ? [MARKUP.codeTerminalClass] : []),
        ...(!terminal && plan.title !== undefined ? [MARKUP.codeEditorClass] : []),
      ],
      dataLanguage: marker.lang?.toLowerCase(),
      ...(plan.lineNumbersFrom === undefined
        ? {}
        : { style: `--code-line-digits:${String(lastNumber).length}` }),
    },
    [
      ...(plan.title === undefined && !terminal
        ? []
        : [
            el('figcaption', { className: [MARKUP.codeTitleClass] }, [
              plan.title === undefined
                ? el('span', { className: [MARKUP.visuallyHiddenClass] }, [
                    text(ctx.messages['article.code.terminal']),
                  ])
                : text(plan.title),
            ]),
          ]),
      raw(copyButtonHtml(ctx.messages)),
      ...(hasDiff
        ? [
            el('p', { className: [MARKUP.visuallyHiddenClass] }, [
              text(ctx.messages['article.code.diffLegend']),
            ]),
          ]
        : []),
      raw(pre),
    ],
  );
  ctx.codeTexts.set(figure, plan.code);
  return figure;
}

function decoratedPre(plan: CodePlan, ctx: CodeFigureContext): string {
  const lines = ctx.highlighter.highlightLines(plan.code, plan.lang);
  const parts: string[] = [];
  let collapse = 0;
  const last = lines.length - 1;
  lines.forEach((line, index) => {
    const range = plan.collapse[collapse];
    if (range?.[0] === index) {
      const count = range[1] - range[0] + 1;
      const label = formatIcu(ctx.messages['article.code.collapsedLines'], { count });
      parts.push(`<details class="${MARKUP.codeCollapseClass}"><summary>${escapeText(label)}</summary>`);
    }
    const mark = plan.marks.get(index);
    const inline = plan.inlineMarks.get(index);
    const number = plan.lineNumbersFrom === undefined ? '' : ` data-line="${plan.lineNumbersFrom + index}"`;
    parts.push(
      `<span class="line"${mark === undefined ? '' : ` data-mark="${mark}"`}${number}>${inline === undefined ? line : markLineHtml(line, inline)}</span>`,
    );
    // The newline goes inside a collapsed section: one after it would start an empty line.
    if (index < last) parts.push('\n');
    if (range?.[1] === index) {
      parts.push('</details>');
      collapse++;
    }
  });
  const preClass = [
    ...(plan.lineNumbersFrom === undefined ? [] : [MARKUP.codeLineNumbersClass]),
    ...(plan.diffGlyphs ? [MARKUP.codeDiffGlyphsClass] : []),
  ];
  return ctx.highlighter.wrap(parts.join(''), preClass);
}

const copyButtons = new WeakMap<RenderMessages, string>();

/** The copy button of code blocks, serialised once per catalogue (see staticHtml). */
function copyButtonHtml(messages: RenderMessages): string {
  let html = copyButtons.get(messages);
  if (html === undefined) {
    html = staticHtml(
      el(
        'button',
        { type: 'button', className: [MARKUP.codeCopyClass], [toProperty(MARKUP.copyCodeAttribute)]: true },
        [text(messages['article.copy'])],
      ),
    );
    copyButtons.set(messages, html);
  }
  return html;
}
