import { parseAnswerMarkup } from '../../../core/ai/answer-markup.ts';
import type { AiAnswer, AnswerInline } from '../../../schemas/ai.ts';

const inlineText = (node: AnswerInline) => (node.type === 'citation' ? `[${node.source}]` : node.text);

/**
 * An answer as the plain text a screen reader announces: its paragraphs and list items in order,
 * citations as their numbers ('[1]'), no markup.
 */
export function answerText(answer: Pick<AiAnswer, 'message' | 'sources'>): string {
  return parseAnswerMarkup(answer.message, answer.sources.length)
    .flatMap((block) =>
      block.type === 'paragraph'
        ? [block.inlines.map(inlineText).join('')]
        : block.items.map((item) => item.map(inlineText).join('')),
    )
    .join(' ');
}
