/** A link, image or file reference found in a markdown or MDX body. */
export interface LinkRef {
  /** `image` (markdown or HTML image), `link` (markdown link, reference definition, href). */
  kind: 'image' | 'link';
  url: string;
  /** 1-based line in the body. */
  line: number;
  /** The link's text or the image's alt text, when written inline. */
  text?: string | undefined;
}

/** What to do with a reference: a new url, or replace the whole construct by text. */
export type LinkEdit = { url: string } | { text: string } | undefined;

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const INLINE =
  /(!?)\[((?:[^[\]\\]|\\.|\[[^\]]*\])*)\]\(\s*(<[^>\n]*>|[^\s)]+)((?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*)\)/g;
const DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*)(<[^>\n]*>|\S+)/;
// Attributes of HTML links and components, also on a line of their own inside a multi-line tag.
const ATTRIBUTE = /(^|\s)(href)=("([^"]*)"|'([^']*)')/g;
const IMG_TAG = /<img\b[^>]*>/g;
const SRC = /(\ssrc=)("([^"]*)"|'([^']*)')/;
const CODE_SPAN = /(`+)[\s\S]*?\1/g;

/** The alt attribute of an `<img>` tag, for the fallback text. */
function altOf(tag: string): string {
  return (
    /\balt=("([^"]*)"|'([^']*)')/
      .exec(tag)
      ?.slice(2)
      .find((v) => v !== undefined) ?? ''
  );
}

/**
 * Finds every link, image and `href`/`src` attribute in a body outside fenced code and code spans,
 * and applies `edit` to each: a new url keeps the construct, a text replaces it (an image whose
 * file is missing becomes its alt text). Line numbers are the body's. Pure and idempotent for an
 * idempotent `edit`.
 */
export function rewriteLinks(body: string, edit: (ref: LinkRef) => LinkEdit): string {
  const lines = body.split('\n');
  let fence: string | undefined;
  return lines
    .map((line, index) => {
      const number = index + 1;
      const open = FENCE.exec(line);
      if (fence !== undefined) {
        if (
          open !== null &&
          open[1]!.startsWith(fence[0]!) &&
          open[1]!.length >= fence.length &&
          line.trim() === open[1]
        )
          fence = undefined;
        return line;
      }
      if (open !== null) {
        fence = open[1]!;
        return line;
      }
      // Code spans are kept as they are: cut them out, edit the rest, put them back.
      const spans: string[] = [];
      let out = line.replace(CODE_SPAN, (span) => `\uE000${spans.push(span) - 1}\uE001`);
      const definition = DEFINITION.exec(out);
      if (definition !== null) {
        const url = definition[2]!.replace(/^<|>$/g, '');
        const result = edit({ kind: 'link', url, line: number });
        if (result !== undefined && 'url' in result)
          out = `${definition[1]}${result.url}${out.slice(definition[0].length)}`;
      } else {
        out = out.replace(INLINE, (whole, bang: string, text: string, rawUrl: string, title: string) => {
          const url = rawUrl.replace(/^<|>$/g, '');
          const result = edit({ kind: bang === '!' ? 'image' : 'link', url, line: number, text });
          if (result === undefined) return whole;
          if ('text' in result) return result.text;
          return `${bang}[${text}](${result.url}${title})`;
        });
      }
      out = out.replace(IMG_TAG, (tag) => {
        const src = SRC.exec(tag);
        if (src === null) return tag;
        const result = edit({ kind: 'image', url: src[3] ?? src[4] ?? '', line: number, text: altOf(tag) });
        if (result === undefined) return tag;
        if ('text' in result) return result.text;
        return tag.replace(SRC, `$1${src[2]![0]}${result.url}${src[2]![0]}`);
      });
      out = out.replace(
        ATTRIBUTE,
        (whole, before: string, attribute: string, quoted: string, d?: string, s?: string) => {
          const url = d ?? s ?? '';
          const result = edit({ kind: attribute === 'src' ? 'image' : 'link', url, line: number });
          if (result === undefined) return whole;
          // An HTML or component link whose target is gone keeps its text and points nowhere.
          const next = 'text' in result ? '#' : result.url;
          return `${before}${attribute}=${quoted[0]}${next}${quoted[0]}`;
        },
      );
      return out.replace(/\uE000(\d+)\uE001/g, (_, i: string) => spans[Number(i)]!);
    })
    .join('\n');
}
