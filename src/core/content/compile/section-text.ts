/** Plain text of a rendered body: its sections' text, as search and feed summaries want it. */
export function sectionsPlainText(sections: readonly { text: string }[]): string {
  return sections
    .map((section) => section.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
