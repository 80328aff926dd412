import type { BuiltPage, RenderedPage, StoredText } from '../../../schemas/built.ts';
import { decodeHtml } from '../../html/decode-html.ts';
import { slotArgumentText, splitMarks } from '../../i18n/message-marks.ts';

/**
 * The page as stored: the message marks its renderer wrote (with the build's `nonce`) become
 * message slots of the article HTML, the description and the on-this-page entries, where the
 * server fills them per locale by concatenation only. Title and sections, which only the build
 * and the search index read, keep a mark's argument values as plain text. Without a nonce the
 * renderer wrote plain strings and each field is one fragment.
 */
export function toStoredPage(page: RenderedPage, nonce: string | undefined): BuiltPage {
  const html = (text: string): StoredText =>
    nonce === undefined ? (text === '' ? [] : [text]) : splitMarks(text, nonce, decodeHtml);
  const text = (value: string): StoredText =>
    nonce === undefined ? (value === '' ? [] : [value]) : splitMarks(value, nonce);
  const plain = (value: string) => (nonce === undefined ? value : slotArgumentText(splitMarks(value, nonce)));
  return {
    ...page,
    title: plain(page.title),
    description: text(page.description),
    html: html(page.html),
    toc: page.toc.map((entry) => ({ id: entry.id, text: text(entry.text) })),
    sections: page.sections.map((section) => ({
      ...section,
      heading: plain(section.heading),
      text: plain(section.text),
    })),
  };
}
