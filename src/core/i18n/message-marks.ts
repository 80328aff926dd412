import type { MessageSlot, StoredText } from '../../schemas/built.ts';

/**
 * Message marks: how a build's renderers write a UI message (copy buttons, callout titles, REST
 * labels…) into the text they produce, so that the build can store it as a message slot
 * (schemas/built.ts) instead of English, and the server fill it in the reader's locale.
 *
 * A mark is `START case id (ARG name VALUE value)* END`. Each delimiter is a Unicode
 * noncharacter followed by the build's nonce: random digits, unknown to authors (and unchanged
 * by the lower- and upper-casing a renderer may apply: `case` reads `Mm`, `mm` or `MM`). Author
 * text cannot forge or cut a mark, and the marks are turned into slots by the build only, before
 * anything is stored: the server never reads a mark.
 */
export const MARK_CHARACTERS = { start: '\uFDD0', end: '\uFDD1', arg: '\uFDD2', value: '\uFDD3' } as const;

/** A new nonce for one build's marks: 20 random decimal digits. */
export function newMarkNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => String(byte % 10)).join('');
}

/** The delimiters of marks made with `nonce`. */
function delimiters(nonce: string) {
  const { start, end, arg, value } = MARK_CHARACTERS;
  return { start: start + nonce, end: end + nonce, arg: arg + nonce, value: value + nonce };
}

/**
 * The mark template of one message: the renderer's `fillMessage` fills each `{name}` in it with
 * an argument value, as it would fill the English message.
 */
export function markTemplate(id: string, argumentNames: readonly string[], nonce: string): string {
  const d = delimiters(nonce);
  const args = argumentNames.map((name) => `${d.arg}${name}${d.value}{${name}}`).join('');
  return `${d.start}Mm${id}${args}${d.end}`;
}

const CASES: Readonly<Record<string, MessageSlot['case']>> = { Mm: undefined, mm: 'lower', MM: 'upper' };

/**
 * Splits text that holds marks made with `nonce` into stored text: the text between marks as
 * it is, each mark as a slot. Argument values are decoded with `decode` (HTML: the serialiser
 * escaped them; the server escapes the formatted message again). Mark characters without the
 * nonce are text like any other. A mark cut short (a description shortened inside one) is
 * dropped.
 */
export function splitMarks(
  text: string,
  nonce: string,
  decode: (raw: string) => string = (raw) => raw,
): StoredText {
  const d = delimiters(nonce);
  if (!text.includes(d.start)) return text === '' ? [] : [text];
  const parts: StoredText = [];
  let at = 0;
  const push = (into: StoredText, chunk: string, decoded: boolean) => {
    if (chunk === '') return;
    const value = decoded ? decode(chunk) : chunk;
    const last = into[into.length - 1];
    if (typeof last === 'string') into[into.length - 1] = last + value;
    else into.push(value);
  };
  const next = (from: string, position: number) => {
    const found = text.indexOf(from, position);
    return found === -1 ? text.length : found;
  };
  // Reads one mark whose start delimiter ends at `position`; returns the slot and where it ends,
  // or undefined when the mark is cut short.
  const readMark = (position: number): { slot: MessageSlot; end: number } | undefined => {
    const tag = text.slice(position, position + 2);
    if (!Object.hasOwn(CASES, tag)) return undefined;
    const letterCase = CASES[tag];
    let cursor = position + 2;
    const idEnd = Math.min(next(d.arg, cursor), next(d.end, cursor));
    if (idEnd === text.length) return undefined;
    const slot: MessageSlot = { slot: text.slice(cursor, idEnd) };
    if (letterCase !== undefined) slot.case = letterCase;
    cursor = idEnd;
    while (text.startsWith(d.arg, cursor)) {
      const nameEnd = next(d.value, cursor + d.arg.length);
      if (nameEnd === text.length) return undefined;
      const name = text.slice(cursor + d.arg.length, nameEnd);
      const value = readValue(nameEnd + d.value.length);
      if (value === undefined) return undefined;
      (slot.args ??= {})[name] = value.parts;
      cursor = value.end;
    }
    if (!text.startsWith(d.end, cursor)) return undefined;
    return { slot, end: cursor + d.end.length };
  };
  // An argument value: text and nested marks up to the next ARG or END of this mark.
  const readValue = (position: number): { parts: StoredText; end: number } | undefined => {
    const parts: StoredText = [];
    let cursor = position;
    for (;;) {
      const stop = Math.min(next(d.start, cursor), next(d.arg, cursor), next(d.end, cursor));
      if (stop === text.length) return undefined;
      push(parts, text.slice(cursor, stop), true);
      if (!text.startsWith(d.start, stop)) return { parts, end: stop };
      const inner = readMark(stop + d.start.length);
      if (inner === undefined) return undefined;
      parts.push(inner.slot);
      cursor = inner.end;
    }
  };
  while (at < text.length) {
    const start = next(d.start, at);
    push(parts, text.slice(at, start), false);
    if (start === text.length) break;
    const mark = readMark(start + d.start.length);
    if (mark === undefined) break;
    parts.push(mark.slot);
    at = mark.end;
  }
  return parts;
}

/** Stored text as plain text with each message reduced to its argument values (search, titles). */
export function slotArgumentText(parts: StoredText): string {
  return parts
    .map((part) =>
      typeof part === 'string'
        ? part
        : Object.values(part.args ?? {})
            .map(slotArgumentText)
            .join(' '),
    )
    .join('');
}
