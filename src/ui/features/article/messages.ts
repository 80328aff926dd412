import { mediaViewerMessages } from '../media-viewer/index.ts';

/**
 * UI strings of the article: the copy buttons, anchors, callout titles and link hints. The content
 * build writes some of them into article HTML; the article island reads the copy feedback ones.
 */
export const articleMessages = {
  'article.copy': 'Copy',
  'article.code.collapsedLines': '{count, plural, one {# collapsed line} other {# collapsed lines}}',
  'article.code.diffLegend': 'Lines marked + were added and lines marked - were removed.',
  'article.code.terminal': 'Terminal window',
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
} as const;

/**
 * The messages the article island itself shows (copy feedback), so its payload carries only
 * these and the viewers' few; the rest are written into the article HTML at build time and localised by the server.
 */
export const articleIslandMessages = {
  'article.copy': articleMessages['article.copy'],
  'article.copied': articleMessages['article.copied'],
  'article.copyFailed': articleMessages['article.copyFailed'],
  'article.copyLink': articleMessages['article.copyLink'],
  'article.linkCopied': articleMessages['article.linkCopied'],
  'article.copyLinkFailed': articleMessages['article.copyLinkFailed'],
  // The media and PDF viewers the island attaches (their code loads on first use, not these).
  'article.opensInNewTab': articleMessages['article.opensInNewTab'],
  ...mediaViewerMessages,
} as const;
