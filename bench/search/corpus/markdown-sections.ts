// A simple heading splitter for the search benchmark: cuts a markdown file into heading sections
// of plain text, close enough to what the renderer's sections hold (code included, markup gone)
// at a fraction of the cost of rendering 1,900 files. Ids follow the renderer's slug rules.
import { createIdRegistry, slugify } from '../../../src/core/markdown/heading-ids.ts';
import type { IndexableSection } from '../../../src/core/search/page-records.ts';

const ATX = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CUSTOM_ID = /[ \t]*\{#([^}\s]+)\}[ \t]*$/;

/** Inline markdown to plain text: links keep their text, markup characters and tags go. */
export function inlineText(line: string): string {
  return line
    .replace(/\{\{[<%][\s\S]*?[%>]\}\}/g, ' ') // Hugo shortcodes
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
    .replace(/^\s*\[![A-Z]+\]/, ' ') // alert markers
    .replace(/^\s*(?:>\s*)+/, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
    .replace(/(\*\*|__|`+|~~)/g, '')
    .replace(/\|/g, ' ');
}

/** A markdown body split into a title and heading sections. */
export interface SplitPage {
  /** The first h1, if any. */
  h1?: string;
  sections: IndexableSection[];
}

/** Splits a markdown body (front matter removed) into sections: one per ATX heading. */
export function splitSections(body: string, title: string): SplitPage {
  const ids = createIdRegistry();
  const sections: (IndexableSection & { parts: string[] })[] = [];
  let current = { headingId: '', heading: title, text: '', parts: [] as string[] };
  sections.push(current);
  let fence: string | undefined;
  let h1: string | undefined;
  for (const line of body.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fence !== undefined) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = undefined;
      else current.parts.push(line);
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      continue;
    }
    if (/^\s*\[[^\]]+\]:\s*\S+/.test(line)) continue; // link reference definitions
    const heading = ATX.exec(line);
    if (heading === null) {
      current.parts.push(inlineText(line));
      continue;
    }
    const raw = heading[2] ?? '';
    const custom = CUSTOM_ID.exec(raw);
    const text = inlineText(raw.replace(CUSTOM_ID, '')).replace(/\s+/g, ' ').trim();
    if (heading[1] === '#' && h1 === undefined) h1 = text;
    const id = custom ? custom[1]! : ids.claim(slugify(text));
    if (custom) ids.reserve(id);
    current = { headingId: id, heading: text, text: '', parts: [] };
    sections.push(current);
  }
  const done = sections
    .map(({ headingId, heading, parts }) => ({
      headingId,
      heading,
      text: parts.join(' ').replace(/\s+/g, ' ').trim(),
    }))
    .filter((section, index) => index > 0 || section.text !== '');
  return { ...(h1 === undefined ? {} : { h1 }), sections: done };
}
