import { z } from 'zod';

/** Most events one request may carry. */
export const MAX_EVENTS_PER_BATCH = 50;

/** Largest request body the collector reads, in bytes (also the browsers' keepalive budget). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Most attributes one event may carry. */
export const MAX_ATTRIBUTES = 20;

const Name = z.string().trim().min(1).max(100);
const AttributeName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'must be a letter then up to 63 letters, digits or _');
const AttributeValue = z.union([z.string().max(2000), z.number().finite(), z.boolean()]);
const Attributes = z
  .record(AttributeName, AttributeValue)
  .refine((attributes) => Object.keys(attributes).length <= MAX_ATTRIBUTES, {
    message: `at most ${MAX_ATTRIBUTES} attributes`,
  });

/** A UI event (spec §3 "Analytics event"), e.g. a navigation click. */
export const UIEventSchema = z
  .object({
    eventType: z.literal('ui'),
    action: Name,
    actionSubject: Name,
    actionSubjectId: z.string().trim().min(1).max(200),
    attributes: Attributes,
  })
  .strict();

/** A screen (page view) event, e.g. 'cloud'. */
export const ScreenEventSchema = z
  .object({ eventType: z.literal('screen'), name: Name, attributes: Attributes.optional() })
  .strict();

/** One analytics event as the browser sends it (src/core/telemetry/analytics-event.ts). */
export const AnalyticsEventSchema = z.discriminatedUnion('eventType', [UIEventSchema, ScreenEventSchema]);
export type CollectedEvent = z.infer<typeof AnalyticsEventSchema>;

/** The collector's request body (src/ui/chrome/analytics/collector-tracker.ts `CollectorBatch`). */
export const CollectorBatchSchema = z
  .object({
    page: z.string().startsWith('/').max(2000),
    events: z
      .array(AnalyticsEventSchema)
      .min(1, 'must hold at least 1 event')
      .max(MAX_EVENTS_PER_BATCH, `must hold at most ${MAX_EVENTS_PER_BATCH} events`),
  })
  .strict();
export type CollectedBatch = z.infer<typeof CollectorBatchSchema>;
