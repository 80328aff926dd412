/** Public API of the AI answer core (see src/server/ai for the providers that use it). */
export { answerPlainText, escapeMarkup, parseAnswerMarkup, parseInlines } from './answer-markup.ts';
export { composeExtractiveAnswer, EXTRACTIVE_LIMITS, type ComposedAnswer } from './compose-answer.ts';
export { passageHref, passageTitle, type Passage } from './passage.ts';
export { questionTerms, stem } from './question-terms.ts';
export { clipSentence, splitSentences } from './sentences.ts';
