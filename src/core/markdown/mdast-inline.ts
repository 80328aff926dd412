import type { Token } from 'markdown-it';
import type { Parent, PhrasingContent, Text } from 'mdast';
import type { Position } from 'unist';
import type { ContentOrigin } from './source-map.ts';

/** What the inline step needs from the block step: where the content sits in the source. */
export interface InlineSource {
  /** Made on first use: most inline content holds no link. */
  origin(): ContentOrigin;
}

type Container = Parent & { children: PhrasingContent[] };

const OPENERS: Record<string, 'emphasis' | 'strong' | 'delete' | undefined> = {
  em_open: 'emphasis',
  strong_open: 'strong',
  s_open: 'delete',
};

/**
 * markdown-it's inline tokens as mdast phrasing content, as mdast-util-from-markdown builds it:
 * adjacent text (line endings included) is one text node, links keep the destination as written
 * (escapes and entities decoded, not percent-encoded) and start where their `[` or `<` is.
 */
export function phrasingFrom(tokens: readonly Token[], source: InlineSource): PhrasingContent[] {
  const root: Container = { type: 'paragraph', children: [] };
  const stack: Container[] = [root];
  const top = () => stack[stack.length - 1]!;
  const text = (value: string) => {
    const children = top().children;
    const last = children[children.length - 1];
    if (last?.type === 'text') last.value += value;
    else children.push({ type: 'text', value } satisfies Text);
  };

  for (const token of tokens) {
    const kind = OPENERS[token.type];
    if (kind !== undefined) {
      const node = { type: kind, children: [] } as Container;
      top().children.push(node as PhrasingContent);
      stack.push(node);
      continue;
    }
    switch (token.type) {
      case 'text':
        text(token.content);
        break;
      case 'softbreak':
        text('\n');
        break;
      case 'hardbreak':
        top().children.push({ type: 'break' });
        break;
      case 'code_inline':
        top().children.push({ type: 'inlineCode', value: token.content });
        break;
      case 'html_inline':
        top().children.push({ type: 'html', value: token.content, ...positionOf(token, source) });
        break;
      case 'image':
        top().children.push({
          type: 'image',
          url: attr(token, 'src') ?? '',
          title: attr(token, 'title'),
          alt: plainText(token.children ?? []),
        });
        break;
      case 'link_open': {
        const node = {
          type: 'link',
          url: attr(token, 'href') ?? '',
          title: attr(token, 'title'),
          children: [],
        } as Container & { type: 'link'; url: string };
        Object.assign(node, positionOf(token, source));
        top().children.push(node as PhrasingContent);
        stack.push(node);
        break;
      }
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close':
        if (stack.length > 1) stack.pop();
        break;
      default:
        // Anything else is text as written (markdown-it emits no other inline tokens here).
        if (token.content !== '') text(token.content);
    }
  }
  return root.children;
}

/** A token attribute as a string (markdown-it's types also allow numbers). */
export function attr(token: Token, name: string): string | null {
  const value = token.attrGet(name);
  return value === null ? null : String(value);
}

/** A token's position from the start its rule recorded (fast-markdown-parser.ts), if any. */
function positionOf(token: Token, source: InlineSource): { position?: Position } {
  const start = (token.meta as { start?: number } | null)?.start;
  if (start === undefined) return {};
  const point = source.origin().pointAt(start);
  return { position: { start: point, end: point } };
}

/** An image's alt: the text of its label, as mdast-util-to-string gives it. */
function plainText(tokens: readonly Token[]): string {
  let out = '';
  for (const token of tokens) {
    if (token.type === 'softbreak' || token.type === 'hardbreak') out += '\n';
    else if (token.type === 'image') out += plainText(token.children ?? []);
    else out += token.content;
  }
  return out;
}
