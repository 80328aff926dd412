import { z } from 'zod';

/** Limits of the AI answer API. */
export const AI_LIMITS = {
  /** Longest question accepted, in characters. */
  maxQuestionChars: 1000,
  /** Longest contentId accepted, in characters. */
  maxContentIdChars: 512,
  /** Longest answer message a provider may return, in characters (longer ones are cut). */
  maxMessageChars: 8000,
  /** Most sources (cited passages) an answer lists. */
  maxSources: 8,
} as const;

/** An empty or missing parameter counts as absent. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * GET /api/search/ai/ask?q=&contentId= (spec §3 "AI answer request", §7). `q` is the question;
 * `contentId` the optional id of the content it is about: the path of the page the visitor asks
 * from, whose passages are preferred.
 */
export const AiAskQuerySchema = z
  .object({
    q: z
      .string({ error: 'Ask a question: the q parameter is missing.' })
      .trim()
      .min(1, 'Ask a question: the q parameter is empty.')
      .max(
        AI_LIMITS.maxQuestionChars,
        `The question is longer than ${AI_LIMITS.maxQuestionChars} characters.`,
      ),
    contentId: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(
          AI_LIMITS.maxContentIdChars,
          `contentId is longer than ${AI_LIMITS.maxContentIdChars} characters.`,
        )
        .optional(),
    ),
  })
  .strict();
export type AiAskQuery = z.infer<typeof AiAskQuerySchema>;

/** A site path ('/…', never protocol-relative '//…'), optionally with a fragment. */
export const SitePathSchema = z.string().regex(/^\/(?!\/)[^\s]*$/, 'must be a site path starting with /');

/** One cited passage: a section the answer took its content from; `[id]` in the message cites it. */
export const AiSourceSchema = z
  .object({
    /** Citation number, 1-based, in order of first citation. */
    id: z.number().int().positive(),
    /** Link to the section: the page url and '#headingID' when the section has a heading. */
    href: SitePathSchema,
    /** Page title (content.header). */
    pageTitle: z.string(),
    /** Section heading (content.heading); '' for the text before the first heading. */
    heading: z.string(),
    productTitle: z.string(),
  })
  .strict();
export type AiSource = z.infer<typeof AiSourceSchema>;

/**
 * The answer (spec §3 "Response: message"). `message` is the answer text in the portal's small
 * answer markup (see src/core/ai/answer-markup.ts): paragraphs, '- ' lists, `code`, **bold**,
 * [n] citations of `sources` and [label](/site/path) links. The browser parses it into
 * {@link AnswerBlock}s and renders text nodes only, never HTML. `outcome` 'no-passages' means
 * nothing the visitor may read matched: `message` is then empty and the UI says so.
 */
export const AiAnswerSchema = z
  .object({
    message: z.string().max(AI_LIMITS.maxMessageChars),
    sources: z.array(AiSourceSchema).max(AI_LIMITS.maxSources),
    outcome: z.enum(['answered', 'no-passages']),
    /** Which provider answered: 'extractive' (the embedded default) or 'openai'. */
    provider: z.enum(['extractive', 'openai']),
  })
  .strict();
export type AiAnswer = z.infer<typeof AiAnswerSchema>;

/** The JSON of a refused or failed ask: a message for people, a code for programs. */
export const AiErrorSchema = z
  .object({
    error: z.string(),
    code: z.enum(['bad_request', 'disabled', 'provider_failed', 'timeout', 'retrieval_failed']),
  })
  .strict();
export type AiError = z.infer<typeof AiErrorSchema>;

/** Inline content of an answer block. */
export const AnswerInlineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }).strict(),
  z.object({ type: z.literal('strong'), text: z.string() }).strict(),
  z.object({ type: z.literal('code'), text: z.string() }).strict(),
  /** A citation of sources[id - 1]. */
  z.object({ type: z.literal('citation'), source: z.number().int().positive() }).strict(),
  /** A link inside the site; other targets are kept as text by the parser. */
  z.object({ type: z.literal('link'), href: SitePathSchema, text: z.string() }).strict(),
]);
export type AnswerInline = z.infer<typeof AnswerInlineSchema>;

/** A block of an answer: a paragraph, or a list of items. */
export const AnswerBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), inlines: z.array(AnswerInlineSchema) }).strict(),
  z.object({ type: z.literal('list'), items: z.array(z.array(AnswerInlineSchema)) }).strict(),
]);
export type AnswerBlock = z.infer<typeof AnswerBlockSchema>;
