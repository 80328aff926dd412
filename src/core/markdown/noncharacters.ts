// Supplementary planes' last two code points (U+1FFFE, U+1FFFF … U+10FFFF) are noncharacters too.
const PLANE_ENDS = Array.from({ length: 16 }, (_, index) => {
  const plane = (index + 1).toString(16).toUpperCase();
  return `\\u{${plane}FFFE}\\u{${plane}FFFF}`;
}).join('');

/** The Unicode noncharacters: U+FDD0–U+FDEF and the last two code points of every plane. */
export const NONCHARACTER = new RegExp(`[\\uFDD0-\\uFDEF\\uFFFE\\uFFFF${PLANE_ENDS}]`, 'u');

/** C0 controls other than tab, line feed and carriage return; DEL; the C1 controls. */
export const CONTROL_CHARACTER = new RegExp(
  // eslint-disable-next-line no-control-regex -- finding control characters is what it is for
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]',
  'u',
);

/** Markdown and raw HTML decode these, so `&#xFDD0;` puts the character itself into the page. */
export const NUMERIC_REFERENCE = /&#(?:[xX]([0-9a-fA-F]{1,8})|(\d{1,9}));/g;

/** The code point a numeric character reference match names. */
export function referencedCode(match: RegExpMatchArray): number {
  return match[1] === undefined ? Number(match[2]) : parseInt(match[1], 16);
}

/** True for a noncharacter code point. */
export function isNoncharacterCode(code: number): boolean {
  return (code >= 0xfdd0 && code <= 0xfdef) || (code <= 0x10ffff && (code & 0xfffe) === 0xfffe);
}

const NONCHARACTERS = new RegExp(NONCHARACTER.source, 'gu');

/**
 * Markdown without noncharacters, written or as numeric references. The portal keeps them for
 * its own use, they mean nothing in text and show as nothing, so the renderer drops them (the
 * content build warns about each, naming file and line). One test when the text has none.
 */
export function withoutNoncharacters(markdown: string): string {
  let out = NONCHARACTER.test(markdown) ? markdown.replace(NONCHARACTERS, '') : markdown;
  if (out.includes('&#')) {
    out = out.replace(NUMERIC_REFERENCE, (...match) =>
      isNoncharacterCode(referencedCode(match as unknown as RegExpMatchArray)) ? '' : (match[0] as string),
    );
  }
  return out;
}
