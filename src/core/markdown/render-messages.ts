/**
 * UI strings the renderer writes into the article HTML. The core cannot import the UI message
 * catalogue, so it names the ids it needs; the build passes the catalogue (`en` from
 * src/ui/i18n/messages.ts), which has these ids among others.
 */
// A type alias (not an interface) so a catalogue object literal is assignable to it.
export type RenderMessages = {
  /** Code block copy button. */
  readonly 'article.copy': string;
  /** Summary of a collapsed section of a code block, ICU plural over `{count}`. */
  readonly 'article.code.collapsedLines': string;
  /** Visually hidden note before a code block with added or removed lines. */
  readonly 'article.code.diffLegend': string;
  /** Visually hidden title of a terminal frame without a title of its own. */
  readonly 'article.code.terminal': string;
  /** Anchor button tooltip, 'Copy link to heading'. */
  readonly 'article.copyLink': string;
  /** Anchor button accessible name, with `{heading}`. */
  readonly 'article.copyLinkLabel': string;
  /** Visually hidden text after an external link. */
  readonly 'article.opensInNewTab': string;
  /** Heading of the footnotes section (visually hidden). */
  readonly 'article.footnotes': string;
  /** Accessible name of a footnote back-reference, with `{reference}`. */
  readonly 'article.footnoteBackReference': string;
  /** Title of a tab without one, with `{number}`. */
  readonly 'article.tabFallback': string;
  readonly 'article.callout.note': string;
  readonly 'article.callout.tip': string;
  readonly 'article.callout.important': string;
  readonly 'article.callout.warning': string;
  readonly 'article.callout.caution': string;
};

/** Every id the renderer reads. */
export const RENDER_MESSAGE_IDS = [
  'article.copy',
  'article.code.collapsedLines',
  'article.code.diffLegend',
  'article.code.terminal',
  'article.copyLink',
  'article.copyLinkLabel',
  'article.opensInNewTab',
  'article.footnotes',
  'article.footnoteBackReference',
  'article.tabFallback',
  'article.callout.note',
  'article.callout.tip',
  'article.callout.important',
  'article.callout.warning',
  'article.callout.caution',
] as const satisfies readonly (keyof RenderMessages)[];

/**
 * Checks that a catalogue (which may have crossed a worker boundary as a plain record) has
 * every id the renderer needs. Throws an Error listing the missing ids.
 */
export function toRenderMessages(catalogue: Readonly<Record<string, string>>): RenderMessages {
  const missing = RENDER_MESSAGE_IDS.filter((id) => typeof catalogue[id] !== 'string');
  if (missing.length > 0) throw new Error(`The message catalogue lacks ${missing.join(', ')}`);
  return catalogue as RenderMessages;
}

/** Replaces `{name}` placeholders; unknown placeholders stay as written. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
