/** A category of a feed item: its term, and the words a reader sees when they differ. */
export interface FeedCategory {
  term: string;
  label?: string;
}

/** Who wrote a feed item. */
export interface FeedAuthor {
  name: string;
  /** An absolute URL or a site path. */
  url?: string;
}

/**
 * One feed item: an entry with its body as HTML and its labels in the feed's language. The
 * changelog and the blog both write theirs through this shape.
 */
export interface FeedEntry {
  id: string;
  /** The title as the feed shows it, e.g. 'Deprecated: Old search'. */
  title: string;
  date: string;
  /** In RSS each is a `<category>` of its label; in Atom a `<category term label>`. */
  categories: readonly FeedCategory[];
  authors?: readonly FeedAuthor[];
  /** A site path, e.g. /cloud/jira/platform/changelog/#id. */
  url: string;
  /** Sanitised HTML; site-relative links are made absolute. */
  html: string;
}

/** What a feed document says about itself. */
export interface FeedInfo {
  title: string;
  description: string;
  /** The public origin, e.g. https://developer.example.com: every URL in the feed starts with it. */
  origin: string;
  /** The page the feed mirrors, a site path with its filter query. */
  pagePath: string;
  /** The feed's own site path with its filter query. */
  selfPath: string;
  /** BCP 47 language tag. */
  language: string;
  /** When the feed last changed (ISO 8601): the newest entry's date, else the build's time. */
  updated: string;
}

// XML 1.0 allows no control characters but tab, line feed and carriage return, nor U+FFFE/U+FFFF.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data or attribute value: characters XML cannot carry dropped, the rest escaped. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(
      /[<>&'"]/g,
      (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
    );
}

/** HTML whose site-relative href and src attributes point at `origin`, for readers off the site. */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);
}

const dayStart = (date: string) => (date.length === 10 ? `${date}T00:00:00Z` : date);

const absolute = (url: string, origin: string) =>
  url.startsWith('/') && !url.startsWith('//') ? origin + url : url;

function atomAuthor(author: FeedAuthor, origin: string): string {
  const uri = author.url === undefined ? '' : `<uri>${escapeXml(absolute(author.url, origin))}</uri>`;
  return `    <author><name>${escapeXml(author.name)}</name>${uri}</author>`;
}

/** An RSS 2.0 document of the entries, in the order given. */
export function rssFeed(info: FeedInfo, entries: readonly FeedEntry[]): string {
  const url = (path: string) => escapeXml(info.origin + path);
  const items = entries.map((entry) =>
    [
      '    <item>',
      `      <title>${escapeXml(entry.title)}</title>`,
      `      <link>${url(entry.url)}</link>`,
      `      <guid isPermaLink="true">${url(entry.url)}</guid>`,
      `      <pubDate>${new Date(dayStart(entry.date)).toUTCString()}</pubDate>`,
      // RSS's <author> must be an e-mail address: Dublin Core's creator carries a name.
      ...(entry.authors ?? []).map((author) => `      <dc:creator>${escapeXml(author.name)}</dc:creator>`),
      ...entry.categories.map(
        (category) => `      <category>${escapeXml(category.label ?? category.term)}</category>`,
      ),
      `      <description>${escapeXml(absoluteLinks(entry.html, info.origin))}</description>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    entries.some((entry) => (entry.authors ?? []).length > 0)
      ? '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">'
      : '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(info.title)}</title>`,
    `    <link>${url(info.pagePath)}</link>`,
    `    <description>${escapeXml(info.description)}</description>`,
    `    <language>${escapeXml(info.language)}</language>`,
    `    <lastBuildDate>${new Date(dayStart(info.updated)).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${url(info.selfPath)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** An Atom (RFC 4287) document of the entries, in the order given. */
export function atomFeed(info: FeedInfo, entries: readonly FeedEntry[]): string {
  const url = (path: string) => escapeXml(info.origin + path);
  const items = entries.map((entry) =>
    [
      '  <entry>',
      `    <id>${url(entry.url)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url(entry.url)}"/>`,
      `    <updated>${dayStart(entry.date)}</updated>`,
      ...(entry.authors ?? []).map((author) => atomAuthor(author, info.origin)),
      ...entry.categories.map((category) =>
        category.label === undefined
          ? `    <category term="${escapeXml(category.term)}"/>`
          : `    <category term="${escapeXml(category.term)}" label="${escapeXml(category.label)}"/>`,
      ),
      `    <content type="html">${escapeXml(absoluteLinks(entry.html, info.origin))}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(info.language)}">`,
    `  <id>${url(info.selfPath)}</id>`,
    `  <title>${escapeXml(info.title)}</title>`,
    `  <subtitle>${escapeXml(info.description)}</subtitle>`,
    `  <updated>${dayStart(info.updated)}</updated>`,
    `  <author><name>${escapeXml(info.title)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${url(info.selfPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(info.pagePath)}"/>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}
