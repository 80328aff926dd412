import type { AiAnswer } from '../../../schemas/ai.ts';
import type { AskFailure } from './ask-client.ts';

/** The panel's states: nothing asked, asking (abortable), answered, failed, or stopped by the reader. */
export type AnswerState =
  | { status: 'idle' }
  | { status: 'loading'; question: string; ask: number }
  | {
      status: 'answered';
      question: string;
      answer: AiAnswer;
      vote?: 'up' | 'down' | undefined;
      /** The thumbs-down feedback was sent: 'Give feedback' is no longer offered. */
      feedbackSent?: boolean | undefined;
    }
  | { status: 'error'; question: string; failure: AskFailure }
  | { status: 'stopped'; question: string };

/** What happens to the panel. `ask` numbers each question, so a late answer to an old one is ignored. */
export type AnswerEvent =
  | { type: 'ask'; question: string; ask: number }
  | { type: 'answered'; ask: number; answer: AiAnswer }
  | { type: 'failed'; ask: number; failure: AskFailure }
  | { type: 'stop' }
  | { type: 'vote'; vote: 'up' | 'down' }
  | { type: 'feedbackSent' };

/** The panel's reducer (pure, unit-tested). */
export function answerReducer(state: AnswerState, event: AnswerEvent): AnswerState {
  switch (event.type) {
    case 'ask':
      return { status: 'loading', question: event.question, ask: event.ask };
    case 'answered':
      return state.status === 'loading' && state.ask === event.ask
        ? { status: 'answered', question: state.question, answer: event.answer }
        : state;
    case 'failed':
      return state.status === 'loading' && state.ask === event.ask
        ? { status: 'error', question: state.question, failure: event.failure }
        : state;
    case 'stop':
      return state.status === 'loading' ? { status: 'stopped', question: state.question } : state;
    case 'vote':
      return state.status === 'answered' ? { ...state, vote: event.vote } : state;
    case 'feedbackSent':
      return state.status === 'answered' ? { ...state, feedbackSent: true } : state;
  }
}
