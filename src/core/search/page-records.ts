import type { SearchPlatform, SearchRecord, SearchType } from '../../schemas/search.ts';

/** A heading section of a rendered page (the shape of `BuiltPage.sections`). */
export interface IndexableSection {
  headingId: string;
  heading: string;
  text: string;
  /** The heading's level (1–6); fills DocSearch's hierarchy.lvl2–lvl6. */
  depth?: number;
}

/**
 * What the search needs to know about one rendered page. Kept small and explicit so the content
 * build (or a benchmark) can fill it from whatever it holds: the route and title of the page, its
 * package's product fields, and its sections in page order. Hidden pages are not passed in.
 */
export interface IndexablePage {
  /** Route of the page ('/…/'). */
  url: string;
  /** Page title: becomes `content.header`. */
  title: string;
  /** The package's human name. */
  productTitle: string;
  productName: string;
  platform: SearchPlatform;
  type: SearchType;
  /** Privilege needed to read the page; 'NONE' is public. */
  access: string;
  /** The package's name and the page's docs version ('latest' or an older version's name). */
  package?: string | undefined;
  version?: string | undefined;
  /** Order of the page's product in the site (lower ranks first on ties). */
  groupRank: number;
  /** Order of the page inside its product. */
  documentRankInGroup: number;
  sections: readonly IndexableSection[];
  /** The page's content language first, then the others it answers in (decision 0042). */
  languages?: readonly string[] | undefined;
}

// Records this long already match anything; longer text only costs index size and snippet time.
// Sections are cut at a word boundary after this many characters.
export const MAX_RECORD_TEXT = 20_000;

/** Whitespace collapsed, and cut at a word boundary when longer than MAX_RECORD_TEXT. */
export function recordText(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_RECORD_TEXT) return clean;
  const cut = clean.slice(0, MAX_RECORD_TEXT);
  const space = cut.lastIndexOf(' ');
  return space > MAX_RECORD_TEXT / 2 ? cut.slice(0, space) : cut;
}

/** The objectID of a section: unique because heading ids are unique on a page. */
export function recordObjectId(url: string, headingId: string): string {
  return `${url}#${headingId}`;
}

/**
 * One search record per heading section of a page, in page order. A section with
 * neither heading nor text carries nothing to find and is left out; `position` still counts it,
 * so positions match the page's sections.
 */
export function pageToRecords(page: IndexablePage): SearchRecord[] {
  const records: SearchRecord[] = [];
  page.sections.forEach((section, position) => {
    const heading = section.heading.replace(/\s+/g, ' ').trim();
    const text = recordText(section.text);
    if (heading === '' && text === '') return;
    records.push({
      objectID: recordObjectId(page.url, section.headingId),
      url: page.url,
      headingID: section.headingId,
      ...(section.headingId === '' || section.depth === undefined ? {} : { depth: section.depth }),
      productTitle: page.productTitle,
      content: { header: page.title, heading: heading === '' ? page.title : heading },
      text,
      type: page.type,
      platform: page.platform,
      productName: page.productName,
      access: page.access,
      ...(page.package !== undefined && { package: page.package }),
      ...(page.version !== undefined && { version: page.version }),
      position,
      groupRank: page.groupRank,
      documentRankInGroup: page.documentRankInGroup,
      ...(page.languages === undefined ? {} : { languages: [...page.languages] }),
    });
  });
  return records;
}
