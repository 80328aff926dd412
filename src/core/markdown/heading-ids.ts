// Letters, combining marks, digits and '_' are word characters in any script, so headings in
// Japanese or with accents keep their text; everything else (spaces, punctuation, emoji) is not.
const NON_WORD = /[^\p{L}\p{M}\p{N}_]+/gu;

/** Id used when a heading has no word characters at all (e.g. only an emoji). */
export const EMPTY_HEADING_ID = 'heading';

/**
 * Heading id per spec §2.11: the text lower-cased, every run of non-word characters turned into
 * one hyphen. Leading and trailing hyphens are trimmed, so 'What's new?' gives 'what-s-new'
 * rather than 'what-s-new-'. Text without word characters gives EMPTY_HEADING_ID.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFC')
    .toLowerCase()
    .replace(NON_WORD, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? EMPTY_HEADING_ID : slug;
}

/** The ids in use on one page. */
export interface IdRegistry {
  /** Records an id that is already in the page (author HTML, custom heading ids, tabs). */
  reserve(id: string): void;
  /** Whether the id is in use. */
  has(id: string): boolean;
  /**
   * Returns `base`, or when taken the first free `base-1`, `base-2`, … (GitHub style), and
   * reserves it.
   */
  claim(base: string): string;
}

/** Creates an empty registry. */
export function createIdRegistry(): IdRegistry {
  const used = new Set<string>();
  const nextSuffix = new Map<string, number>();
  return {
    reserve(id) {
      used.add(id);
    },
    has(id) {
      return used.has(id);
    },
    claim(base) {
      let id = base;
      let suffix = nextSuffix.get(base) ?? 1;
      while (used.has(id)) id = `${base}-${suffix++}`;
      nextSuffix.set(base, suffix);
      used.add(id);
      return id;
    },
  };
}
