import { z } from 'zod';

/**
 * A UI message the server writes in the reader's locale: its catalogue id (as written, possibly
 * lower- or upper-cased by the renderer, which `case` records) and its argument values, raw text
 * that may hold messages themselves. The server formats it and escapes the result.
 */
export interface MessageSlot {
  slot: string;
  case?: 'lower' | 'upper' | undefined;
  args?: Record<string, StoredText> | undefined;
}

/**
 * Stored text: fragments the build produced, and message slots between them, at positions the
 * build chose. In article HTML the fragments are final, sanitised HTML that is only ever
 * concatenated with escaped slot text, never edited.
 */
export type StoredText = (string | MessageSlot)[];

/** See {@link StoredText}. */
export const StoredTextSchema: z.ZodType<StoredText> = z.lazy(() =>
  z.array(z.union([z.string(), MessageSlotSchema])),
);
/** See {@link MessageSlot}. */
export const MessageSlotSchema: z.ZodType<MessageSlot> = z.lazy(() =>
  z
    .object({
      slot: z.string().min(1),
      case: z.enum(['lower', 'upper']).optional(),
      args: z.record(z.string(), StoredTextSchema).optional(),
    })
    .strict(),
);
