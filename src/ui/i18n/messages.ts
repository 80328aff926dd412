import type { RenderMessages } from '../../core/markdown/render-messages.ts';

/**
 * The English UI message catalogue: stable, namespaced ids ('feature.thing') to text.
 * Components read it through useMessages(); the content build passes it to the markdown
 * renderer for the strings it writes into article HTML. `{name}` marks a placeholder.
 */
export const en = {
  'article.copy': 'Copy',
  'article.copied': 'Copied',
  'article.copyFailed': 'Failed to copy',
  'article.copyLink': 'Copy link to heading',
  'article.copyLinkLabel': 'Copy link to heading: {heading}',
  'article.linkCopied': 'Copied',
  'article.copyLinkFailed': 'Failed to copy link',
  'article.opensInNewTab': '(opens in a new tab)',
  'article.footnotes': 'Footnotes',
  'article.footnoteBackReference': 'Back to reference {reference}',
  'article.tabFallback': 'Tab {number}',
  'article.callout.note': 'Note',
  'article.callout.tip': 'Tip',
  'article.callout.important': 'Important',
  'article.callout.warning': 'Warning',
  'article.callout.caution': 'Caution',
} as const satisfies RenderMessages & Readonly<Record<string, string>>;

/** Id of a UI message. */
export type MessageId = keyof typeof en;

/** A catalogue: every id mapped to its text in one locale. */
export type Messages = { readonly [Id in MessageId]: string };
