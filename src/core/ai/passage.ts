/**
 * A retrieved passage: one section of a page the visitor may read, in retrieval rank order (the
 * first is the best match). The server fills it from search hits; nothing here fetches.
 */
export interface Passage {
  /** Route of the page ('/…/'). */
  url: string;
  /** Element id of the section's heading; '' for the text before the first heading. */
  headingID: string;
  productTitle: string;
  /** Page title (content.header). */
  pageTitle: string;
  /** Section heading (content.heading); may be ''. */
  heading: string;
  /** Plain text of the section, or the part of it retrieval returned. */
  text: string;
}

/** The link to a passage's section: the page url, plus '#headingID' when it has one. */
export function passageHref(passage: Pick<Passage, 'url' | 'headingID'>): string {
  return passage.headingID === '' ? passage.url : `${passage.url}#${encodeURIComponent(passage.headingID)}`;
}

/** The title a citation shows: 'Heading – Page title', or the page title alone. */
export function passageTitle(passage: Pick<Passage, 'heading' | 'pageTitle'>): string {
  const heading = passage.heading.trim();
  const page = passage.pageTitle.trim();
  if (heading === '' || heading === page) return page;
  return page === '' ? heading : `${heading} – ${page}`;
}
