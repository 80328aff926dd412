// Letters, marks and digits in any script; everything else, '_' included, separates words.
// Published references write `{repo_slug}` as 'repo-slug' in their operation links, so '_' must
// be a separator for links copied from real specs to resolve.
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/** Fallback slug for text without letters or digits. */
export const EMPTY_SLUG = 'group';

/**
 * The slug of a text: lower-cased, every run of characters other than letters and digits turned
 * into one '-', no leading or trailing '-'. Empty text gives `fallback`.
 */
export function restSlug(text: string, fallback: string = EMPTY_SLUG): string {
  const slug = text
    .normalize('NFC')
    .toLowerCase()
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? fallback : slug;
}

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{M}\p{N}]/gu;

/**
 * The slug of a group page, as the published references spell them: the tag lower-cased with
 * every character other than a letter or digit turned into '-', one for one, so 'Issue custom
 * field options (apps)' gives 'issue-custom-field-options--apps-' (the form real specs link to).
 * A tag without letters or digits gives EMPTY_SLUG.
 */
export function groupSlug(title: string): string {
  const text = title.trim().normalize('NFC').toLowerCase();
  return /[\p{L}\p{N}]/u.test(text) ? text.replace(NOT_LETTER_OR_DIGIT, '-') : EMPTY_SLUG;
}

/**
 * The anchor id of an operation before de-duplication: 'api-' + path slug + '-' + method, e.g.
 * GET /rest/api/3/issue/{issueIdOrKey} -> 'api-rest-api-3-issue-issueidorkey-get'.
 */
export function operationAnchorBase(path: string, method: string): string {
  return restSlug(`api ${path} ${method}`);
}

/** Gives out ids unique within one page: the base, else base-1, base-2, … */
export interface UniqueIds {
  claim(base: string): string;
  has(id: string): boolean;
}

/** Creates an empty set of ids for one page. */
export function createUniqueIds(reserved: Iterable<string> = []): UniqueIds {
  const used = new Set(reserved);
  const next = new Map<string, number>();
  return {
    has: (id) => used.has(id),
    claim(base) {
      let id = base;
      let suffix = next.get(base) ?? 1;
      while (used.has(id)) id = `${base}-${suffix++}`;
      next.set(base, suffix);
      used.add(id);
      return id;
    },
  };
}
