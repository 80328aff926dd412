import type { AiSource } from '../../schemas/ai.ts';
import { escapeMarkup } from './answer-markup.ts';
import { passageHref, type Passage } from './passage.ts';
import { questionTerms, stemmedTokens } from './question-terms.ts';
import { clipSentence, proseFactor, splitSentences } from './sentences.ts';

/** Bounds of an extractive answer: concise, from few passages. */
export const EXTRACTIVE_LIMITS = {
  /** Passages considered, in rank order. */
  maxPassagesRead: 8,
  /** Passages cited. */
  maxPassagesCited: 3,
  maxSentences: 4,
  maxSentencesPerPassage: 2,
  /** Characters of the answer's sentences together. */
  maxChars: 900,
  /** A sentence is kept only if it scores at least this share of the best one. */
  minShareOfBest: 0.35,
} as const;

/** What a provider answers: the markup message and the sources its [n] citations point at. */
export interface ComposedAnswer {
  message: string;
  sources: AiSource[];
  outcome: 'answered' | 'no-passages';
}

interface Candidate {
  passage: number;
  order: number;
  text: string;
  tokens: ReadonlySet<string>;
  score: number;
}

const ELLIPSIS = /^(?:…|\.\.\.)\s*|\s*(?:…|\.\.\.)$/g;

/** Sentences of a passage; a snippet cut at either end gives partial first or last sentences. */
function passageSentences(text: string): { text: string; partial: boolean }[] {
  const trimmed = text.trim();
  const cutStart = /^(?:…|\.\.\.)/.test(trimmed);
  const cutEnd = /(?:…|\.\.\.)$/.test(trimmed);
  const sentences = splitSentences(trimmed.replace(ELLIPSIS, ''));
  return sentences.map((sentence, i) => {
    const partialStart = cutStart && i === 0;
    const partialEnd = cutEnd && i === sentences.length - 1;
    const shown = `${partialStart ? '…' : ''}${sentence}${partialEnd && !/[.!?:]$/.test(sentence) ? '…' : ''}`;
    return { text: shown, partial: partialStart || partialEnd };
  });
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const token of a) if (b.has(token)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/** Scores every sentence of the passages against the question's terms. */
function candidates(terms: readonly string[], passages: readonly Passage[]): Candidate[] {
  const all: (Omit<Candidate, 'score'> & { partial: boolean; counts: Map<string, number> })[] = [];
  passages.forEach((passage, p) => {
    passageSentences(passage.text).forEach((sentence, order) => {
      const counts = new Map<string, number>();
      for (const token of stemmedTokens(sentence.text)) counts.set(token, (counts.get(token) ?? 0) + 1);
      all.push({
        passage: p,
        order,
        text: sentence.text,
        tokens: new Set(counts.keys()),
        partial: sentence.partial,
        counts,
      });
    });
  });
  // Inverse sentence frequency: a term in every sentence says little about which one answers.
  const idf = new Map(
    terms.map((term) => {
      const df = all.filter((c) => c.tokens.has(term)).length;
      return [term, Math.log(1 + (all.length + 1) / (df + 0.5))];
    }),
  );
  const context = passages.map(
    (passage) => new Set(stemmedTokens(`${passage.heading} ${passage.pageTitle}`)),
  );
  return all.map((c) => {
    let weight = 0;
    let matched = 0;
    for (const term of terms) {
      const count = c.counts.get(term) ?? 0;
      if (count === 0) continue;
      matched++;
      weight += idf.get(term)! * (1 + 0.2 * Math.min(count - 1, 2));
    }
    const coverage = terms.length === 0 ? 0 : matched / terms.length;
    const inHeading =
      terms.length === 0 ? 0 : terms.filter((t) => context[c.passage]!.has(t)).length / terms.length;
    const words = c.tokens.size;
    const score =
      weight *
      (0.5 + coverage) *
      (1 + 0.5 * inHeading) *
      (1 / (1 + 0.25 * c.passage)) *
      (1 - 0.03 * Math.min(c.order, 10)) *
      (words < 4 ? 0.3 : 1) *
      (c.partial ? 0.6 : 1) *
      proseFactor(c.text);
    return { passage: c.passage, order: c.order, text: c.text, tokens: c.tokens, score };
  });
}

/** The picked sentences: best first, within the limits, no near-duplicates. */
function pick(all: readonly Candidate[]): Candidate[] {
  const ranked = [...all].sort((a, b) => b.score - a.score || a.passage - b.passage || a.order - b.order);
  const best = ranked[0]?.score ?? 0;
  if (best <= 0) {
    // Nothing shares a word with the question (retrieval matched a typo or a synonym): the top
    // passage's opening is the most faithful short answer.
    return all.filter((c) => c.passage === 0).slice(0, EXTRACTIVE_LIMITS.maxSentencesPerPassage);
  }
  const picked: Candidate[] = [];
  const perPassage = new Map<number, number>();
  let chars = 0;
  for (const c of ranked) {
    if (picked.length >= EXTRACTIVE_LIMITS.maxSentences) break;
    if (c.score < best * EXTRACTIVE_LIMITS.minShareOfBest) break;
    const count = perPassage.get(c.passage) ?? 0;
    if (count >= EXTRACTIVE_LIMITS.maxSentencesPerPassage) continue;
    if (count === 0 && perPassage.size >= EXTRACTIVE_LIMITS.maxPassagesCited) continue;
    if (picked.some((p) => overlap(p.tokens, c.tokens) > 0.8)) continue;
    const length = Math.min(c.text.length, 320);
    if (picked.length > 0 && chars + length > EXTRACTIVE_LIMITS.maxChars) continue;
    picked.push(c);
    perPassage.set(c.passage, count + 1);
    chars += length;
  }
  return withNextSentences(all, picked, perPassage, chars);
}

/**
 * A passage cited for one sentence also gets the sentence after it when that one still speaks
 * to the question (shares a word with it): an answer reads better with its immediate context.
 */
function withNextSentences(
  all: readonly Candidate[],
  picked: Candidate[],
  perPassage: ReadonlyMap<number, number>,
  chars: number,
): Candidate[] {
  let total = chars;
  for (const c of [...picked]) {
    if (picked.length >= EXTRACTIVE_LIMITS.maxSentences) break;
    if (perPassage.get(c.passage) !== 1) continue;
    const next = all.find((n) => n.passage === c.passage && n.order === c.order + 1);
    if (next === undefined || next.score <= 0 || total + next.text.length > EXTRACTIVE_LIMITS.maxChars)
      continue;
    picked.push(next);
    total += next.text.length;
  }
  return picked;
}

/**
 * The embedded default answer: no model, no outside service. Picks the sentences of
 * the retrieved passages that share the most (and rarest) words with the question, favouring
 * better-ranked passages, sections whose heading matches and earlier sentences; then writes one
 * paragraph per cited passage, its sentences in their original order, ending with its [n]
 * citation. The passages are the only input, and retrieval gives only what the visitor may read.
 */
export function composeExtractiveAnswer(question: string, passages: readonly Passage[]): ComposedAnswer {
  const read = passages.filter((p) => p.text.trim() !== '').slice(0, EXTRACTIVE_LIMITS.maxPassagesRead);
  if (read.length === 0) return { message: '', sources: [], outcome: 'no-passages' };
  const picked = pick(candidates(questionTerms(question), read));
  // Passages in order of their best sentence; sentences in reading order inside each.
  const passageOrder: number[] = [];
  for (const c of picked) if (!passageOrder.includes(c.passage)) passageOrder.push(c.passage);
  const sources: AiSource[] = [];
  const paragraphs = passageOrder.map((p, i) => {
    const passage = read[p]!;
    sources.push({
      id: i + 1,
      href: passageHref(passage),
      pageTitle: passage.pageTitle,
      heading: passage.heading,
      productTitle: passage.productTitle,
    });
    const text = picked
      .filter((c) => c.passage === p)
      .sort((a, b) => a.order - b.order)
      .map((c) => escapeMarkup(clipSentence(c.text)))
      .join(' ');
    return `${text} [${i + 1}]`;
  });
  return { message: paragraphs.join('\n\n'), sources, outcome: 'answered' };
}
