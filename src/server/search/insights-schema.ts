import { z } from 'zod';

const TOKEN = /^[a-zA-Z0-9_=/+-]{1,129}$/;

/**
 * One Insights event (Algolia Insights API `POST /1/events`, what search-insights v2 sends):
 * click, conversion or view, with the query id and absolute 1-based positions for clicks after a
 * search (spec §7 "Search click analytics"). Fields the portal does not keep are dropped.
 */
export const InsightsEventSchema = z
  .object({
    eventType: z.enum(['click', 'conversion', 'view']),
    eventSubtype: z.enum(['addToCart', 'purchase']).optional(),
    eventName: z.string().min(1).max(64),
    index: z.string().min(1).max(256),
    userToken: z
      .string()
      .regex(TOKEN, 'must be 1-129 characters of a-z, A-Z, 0-9, _, =, /, + or -')
      .optional(),
    authenticatedUserToken: z
      .string()
      .regex(TOKEN, 'must be 1-129 characters of a-z, A-Z, 0-9, _, =, /, + or -')
      .optional(),
    /** Milliseconds since the epoch. */
    timestamp: z.number().int().min(0).max(8_640_000_000_000_000).optional(),
    queryID: z
      .string()
      .regex(/^[0-9a-f]{32}$/, 'must be 32 hexadecimal digits')
      .optional(),
    objectIDs: z.array(z.string().min(1).max(1000)).min(1).max(20).optional(),
    positions: z.array(z.number().int().min(1).max(1_000_000)).min(1).max(20).optional(),
    filters: z.array(z.string().min(1).max(1000)).min(1).max(10).optional(),
  })
  .superRefine((event, ctx) => {
    if (event.userToken === undefined && event.authenticatedUserToken === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['userToken'],
        message: 'userToken or authenticatedUserToken is required',
      });
    if ((event.objectIDs === undefined) === (event.filters === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['objectIDs'],
        message: 'exactly one of objectIDs and filters is required',
      });
    if (event.positions !== undefined && event.positions.length !== event.objectIDs?.length)
      ctx.addIssue({ code: 'custom', path: ['positions'], message: 'needs one position per objectID' });
    if (event.eventType === 'click' && event.queryID !== undefined && event.positions === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['positions'],
        message: 'a click after a search needs positions',
      });
  });
export type InsightsEvent = z.infer<typeof InsightsEventSchema>;

/** The body of `POST /1/events`: 1 to 1,000 events. */
export const InsightsBatchSchema = z.object({ events: z.array(InsightsEventSchema).min(1).max(1000) });

/** Largest accepted body of `POST /1/events`. */
export const MAX_INSIGHTS_BODY_BYTES = 2_000_000;
