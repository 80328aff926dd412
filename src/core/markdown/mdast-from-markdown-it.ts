import MarkdownItParser, { type Token } from 'markdown-it';
import type { AlignType, List, ListItem, Nodes, Parent, Root, RootContent, Table } from 'mdast';
import { attr, phrasingFrom } from './mdast-inline.ts';
import { createSourceMap, span } from './source-map.ts';

type AnyParent = Parent & { children: Nodes[] };

const { unescapeAll } = new MarkdownItParser().utils;

/**
 * markdown-it's block tokens as the mdast tree mdast-util-from-markdown gives for the same
 * source (CommonMark and GFM tables and task lists; no footnotes, directives or strikethrough,
 * which the caller leaves to micromark). Blocks start where micromark starts them; links start
 * at their `[`, which is what the broken-link check reports.
 */
export function mdastFromTokens(tokens: readonly Token[], source: string): Root {
  const map = createSourceMap(source);
  const root: Root = { type: 'root', children: [] };
  const stack: AnyParent[] = [root as AnyParent];
  const top = () => stack[stack.length - 1]!;
  const open = (node: AnyParent) => {
    top().children.push(node as RootContent);
    stack.push(node);
  };
  const blockSpan = (token: Token) => {
    const [first, end] = token.map ?? [0, 0];
    return span(map.lineStart(first + 1), map.lineEnd(Math.max(end, first + 1)));
  };
  // Cells carry no lines in markdown-it: their row's line, and where the last cell ended.
  let rowLine = 1;
  let rowCursor = 0;

  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    switch (token.type) {
      case 'paragraph_open':
      case 'heading_open':
      case 'th_open':
      case 'td_open': {
        const inline = tokens[index + 1]!;
        const cell = token.type === 'th_open' || token.type === 'td_open';
        const first = cell ? rowLine : (token.map ?? [0])[0] + 1;
        const origin = map.contentStart(first, inline.content, cell ? rowCursor : undefined);
        if (cell) rowCursor = origin.firstLineEnd;
        const position = span(origin.pointAt(0), map.lineEnd(token.map?.[1] ?? first));
        const children = phrasingFrom(inline.children ?? [], { origin: () => origin });
        if (token.type === 'heading_open') {
          const depth = Number(token.tag.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6;
          top().children.push({ type: 'heading', depth, children, position });
        } else if (cell) {
          top().children.push({ type: 'tableCell', children, position });
        } else {
          if (token.hidden) markTight(top());
          top().children.push({ type: 'paragraph', children, position });
        }
        index += 2; // the inline token and the closing token
        break;
      }
      case 'blockquote_open':
        open({ type: 'blockquote', children: [], position: blockSpan(token) } as AnyParent);
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const ordered = token.type === 'ordered_list_open';
        const start = ordered ? Number(attr(token, 'start') ?? 1) : null;
        const list: List = {
          type: 'list',
          ordered,
          start,
          spread: true,
          children: [],
          position: blockSpan(token),
        };
        open(list as AnyParent);
        break;
      }
      case 'list_item_open': {
        const item: ListItem = {
          type: 'listItem',
          spread: true,
          checked: null,
          children: [],
          position: blockSpan(token),
        };
        open(item as AnyParent);
        break;
      }
      case 'list_item_close':
        applyTaskCheck(stack.pop() as ListItem);
        break;
      case 'table_open':
        open({ type: 'table', align: [], children: [], position: blockSpan(token) } as AnyParent);
        break;
      case 'tr_open':
        rowLine = (token.map?.[0] ?? 0) + 1;
        rowCursor = 0;
        open({ type: 'tableRow', children: [], position: blockSpan(token) } as AnyParent);
        break;
      case 'thead_open':
        alignColumns(tokens, index, top() as unknown as Table);
        break;
      case 'fence': {
        // As written after the fence, escapes and character references decoded (micromark's lang and meta).
        const info = unescapeAll(token.info).trim();
        const space = info.search(/[ \t]/);
        const lang = space === -1 ? info : info.slice(0, space);
        const meta = space === -1 ? '' : info.slice(space).trim();
        top().children.push({
          type: 'code',
          lang: lang === '' ? null : lang,
          meta: meta === '' ? null : meta,
          value: withoutFinalEol(token.content),
          position: blockSpan(token),
        });
        break;
      }
      case 'code_block':
        top().children.push({
          type: 'code',
          lang: null,
          meta: null,
          value: token.content.replace(/\n+$/, ''),
          position: blockSpan(token),
        });
        break;
      case 'html_block':
        top().children.push({
          type: 'html',
          value: withoutFinalEol(token.content),
          position: blockSpan(token),
        });
        break;
      case 'hr':
        top().children.push({ type: 'thematicBreak', position: blockSpan(token) });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        settleSpread(stack.pop() as List);
        break;
      case 'blockquote_close':
      case 'table_close':
      case 'tr_close':
        stack.pop();
        break;
      default:
      // thead/tbody and their closes carry nothing mdast keeps.
    }
  }
  return root;
}

const withoutFinalEol = (value: string) => (value.endsWith('\n') ? value.slice(0, -1) : value);

/** markdown-it hides the paragraphs of tight lists: the list and its items are not spread. */
function markTight(parent: AnyParent): void {
  if (parent.type !== 'listItem') return;
  (parent as ListItem).spread = false;
}

/** A list is spread unless its items' paragraphs were hidden (tight), as CommonMark decides. */
function settleSpread(list: List): void {
  const tight = list.children.some((item) => item.spread === false);
  list.spread = !tight;
  for (const item of list.children) item.spread = !tight;
}

function alignColumns(tokens: readonly Token[], index: number, table: Table): void {
  const align: AlignType[] = [];
  for (let at = index + 1; at < tokens.length && tokens[at]!.type !== 'thead_close'; at++) {
    const token = tokens[at]!;
    if (token.type !== 'th_open') continue;
    const style = attr(token, 'style') ?? '';
    align.push((/text-align:(left|right|center)/.exec(style)?.[1] as AlignType | undefined) ?? null);
  }
  table.align = align;
}

/** GFM task list items: `[ ]`/`[x]` opening the item's first paragraph (micromark's rules). */
function applyTaskCheck(item: ListItem): void {
  const paragraph = item.children[0];
  if (paragraph?.type !== 'paragraph') return;
  const head = paragraph.children[0];
  if (head?.type !== 'text') return;
  const match = /^\[([ \txX])\]/.exec(head.value);
  if (match === null) return;
  const after = head.value.slice(3);
  if (after[0] !== '\n') {
    if (after[0] !== ' ' && after[0] !== '\t') return;
    if (after.trimStart() === '' && paragraph.children.length === 1) return;
  }
  item.checked = match[1] === 'x' || match[1] === 'X';
  head.value = after.slice(1);
  if (head.value === '') paragraph.children.shift();
}
