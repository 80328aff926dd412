import { composeExtractiveAnswer } from '../../core/ai/compose-answer.ts';
import type { AnswerProvider } from './answer-provider.ts';

/** The embedded default: the extractive composer of src/core/ai, no outside service. */
export const extractiveProvider: AnswerProvider = {
  name: 'extractive',
  answer: async ({ question, passages, signal }) => {
    signal.throwIfAborted();
    return composeExtractiveAnswer(question, passages);
  },
};
