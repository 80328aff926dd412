/** Values that may fill a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders of a message. Unknown placeholders stay as written, so a
 * missing value shows up in review instead of silently printing an empty string.
 */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{([a-zA-Z0-9_]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * Splits a content text at its one `{link}` placeholder (landing intro, announcement text), so a
 * component can render a real link between the two halves. Without a placeholder the link goes last.
 */
export function splitAtLink(text: string, placeholder = '{link}'): { before: string; after: string } {
  const at = text.indexOf(placeholder);
  if (at < 0) return { before: text === '' ? '' : `${text.trimEnd()} `, after: '' };
  return { before: text.slice(0, at), after: text.slice(at + placeholder.length) };
}

/**
 * A tiny typed accessor over one feature folder's flat message object. It stands in for the shared
 * catalogue's `useMessages()` until the lead merges the feature catalogues into `src/ui/i18n`.
 */
export function messageAccessor<T extends Readonly<Record<string, string>>>(
  catalogue: T,
): (key: keyof T & string, values?: MessageValues) => string {
  return (key, values) => formatMessage(catalogue[key] ?? key, values);
}
