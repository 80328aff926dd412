/**
 * Splits a content text at its one `{link}` placeholder (landing intro, announcement text), so a
 * component can render a real link between the two halves. Without a placeholder the link goes last.
 * Content texts come from the content set, not the catalogues, so they are not ICU messages.
 */
export function splitAtLink(text: string, placeholder = '{link}'): { before: string; after: string } {
  const at = text.indexOf(placeholder);
  if (at < 0) return { before: text === '' ? '' : `${text.trimEnd()} `, after: '' };
  return { before: text.slice(0, at), after: text.slice(at + placeholder.length) };
}
