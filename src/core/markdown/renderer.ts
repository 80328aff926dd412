import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { splitFrontMatter } from './front-matter.ts';
import { transformAssets } from './hast-assets.ts';
import { el } from './hast-build.ts';
import { enhanceHeadings } from './hast-headings.ts';
import { transformLinks } from './hast-links.ts';
import { extractSections } from './hast-sections.ts';
import { buildStructure } from './hast-structure.ts';
import { labelTaskCheckboxes } from './hast-task-lists.ts';
import { collectIds } from './hast-walk.ts';
import { createIdRegistry } from './heading-ids.ts';
import { createCodeHighlighter } from './highlighter.ts';
import { createMarkerTable } from './markers.ts';
import { createMarkdownParser } from './markdown-parser.ts';
import { HTML_BREAK, prepareTree } from './mdast-prepare.ts';
import { MARKUP } from './markup.ts';
import { withoutNoncharacters } from './noncharacters.ts';
import { fillMessage, toRenderMessages } from './render-messages.ts';
import { sanitizeSchema } from './sanitize-schema.ts';
import type { MarkdownRenderer, MarkdownRendererOptions, RenderResult } from './types.ts';

/**
 * Creates the markdown renderer (see the authoring contract in docs and types.ts). Shiki is
 * created once here; create one renderer per build (or worker) and reuse it for every page.
 */
export async function createMarkdownRenderer(options: MarkdownRendererOptions): Promise<MarkdownRenderer> {
  const messages = toRenderMessages(options.messages);
  const highlighter = await createCodeHighlighter(options);
  const parse = createMarkdownParser({ fast: options.fastParser !== false });
  const toHast = unified()
    .use(remarkRehype, {
      allowDangerousHtml: true,
      footnoteLabel: messages['article.footnotes'],
      footnoteLabelProperties: { className: [MARKUP.visuallyHiddenClass] },
      footnoteBackLabel: (reference: number) =>
        fillMessage(messages['article.footnoteBackReference'], { reference: reference + 1 }),
      // An author `<br>` on a page that is not re-parsed (mdast-prepare.ts): what parsing gives.
      handlers: { [HTML_BREAK]: () => el('br') } as Record<string, () => Element>,
    })
    .freeze();
  // Re-parsing HTML is the slowest step, and most pages have no raw HTML to re-parse.
  const sanitizeWithHtml = unified().use(rehypeRaw).use(rehypeSanitize, sanitizeSchema).freeze();
  const sanitize = unified().use(rehypeSanitize, sanitizeSchema).freeze();
  const stringify = unified().use(rehypeStringify, { allowDangerousHtml: true }).freeze();

  return {
    loadLanguages: (langs) => highlighter.prepare(langs),
    render(source, ctx, options = {}): RenderResult {
      // Noncharacters are the portal's own (message marks): author text never brings one in.
      const { frontMatter, body } = splitFrontMatter(
        withoutNoncharacters(source),
        ctx.file,
        options.frontMatter,
      );
      const file = { path: ctx.file, value: body };
      const markers = createMarkerTable();

      const mdast: MdastRoot = parse(file);
      const { hasHtml } = prepareTree(mdast, body, markers, messages);

      const hast: HastRoot = toHast.runSync(mdast, file);
      const clean: HastRoot = (hasHtml ? sanitizeWithHtml : sanitize).runSync(hast, file);

      const ids = createIdRegistry();
      for (const id of collectIds(clean)) ids.reserve(id);
      const codeTexts = new Map<Element, string>();
      buildStructure(clean, { markers, highlighter, messages, ids, route: ctx.route, codeTexts });
      const { headings, toc, byElement } = enhanceHeadings(clean, ids, messages);
      const assets = transformAssets(clean, ctx);
      const links = transformLinks(clean, ctx, messages);
      labelTaskCheckboxes(clean);
      const title = headings.find((heading) => heading.depth === 1)?.text;
      const pageTitle = typeof frontMatter['title'] === 'string' ? frontMatter['title'] : (title ?? '');

      return {
        html: stringify.stringify(clean),
        frontMatter,
        ...(title === undefined ? {} : { title }),
        headings,
        toc,
        sections: extractSections(clean, pageTitle, byElement, codeTexts),
        links,
        assets,
        anchors: collectIds(clean),
      };
    },
  };
}
