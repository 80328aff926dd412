import type { ComposedAnswer } from '../../core/ai/compose-answer.ts';
import { passageHref, type Passage } from '../../core/ai/passage.ts';
import { AI_LIMITS, type AiSource } from '../../schemas/ai.ts';

const CITATION = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;
/** Sources listed when a model cites none: the best passages it was given. */
const UNCITED_SOURCES = 3;

function sourceOf(passage: Passage, id: number): AiSource {
  return {
    id,
    href: passageHref(passage),
    pageTitle: passage.pageTitle,
    heading: passage.heading,
    productTitle: passage.productTitle,
  };
}

/**
 * A model's answer with its citations renumbered 1, 2, … in order of first use, and the sources
 * to match: only passages it cited, so the list under the answer holds no unused links. Numbers
 * that name no passage are left in the text, where the parser shows them as plain text. An
 * answer citing nothing lists the best passages it was given, so the reader can still check.
 */
export function citeSources(text: string, passages: readonly Passage[]): ComposedAnswer {
  const renumber = new Map<number, number>();
  const message = text.trim().replace(CITATION, (whole, list: string) => {
    const numbers = list.split(',').map((n) => Number(n.trim()));
    if (!numbers.every((n) => n >= 1 && n <= passages.length)) return whole;
    for (const n of numbers)
      if (!renumber.has(n) && renumber.size < AI_LIMITS.maxSources) renumber.set(n, renumber.size + 1);
    const mapped = numbers.map((n) => renumber.get(n)).filter((n) => n !== undefined);
    return mapped.length === 0 ? '' : `[${mapped.join(', ')}]`;
  });
  const sources =
    renumber.size === 0
      ? passages.slice(0, UNCITED_SOURCES).map((passage, i) => sourceOf(passage, i + 1))
      : [...renumber].map(([original, id]) => sourceOf(passages[original - 1]!, id));
  return {
    message:
      message.length > AI_LIMITS.maxMessageChars
        ? `${message.slice(0, AI_LIMITS.maxMessageChars - 1)}…`
        : message,
    sources,
    outcome: 'answered',
  };
}
