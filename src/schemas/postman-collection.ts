import { z } from 'zod';

/**
 * The parts of a Postman Collection v2.1 (https://schema.getpostman.com/json/collection/v2.1.0/)
 * that the REST build emits (decision 0030 §9): folders of requests, URLs as objects, raw JSON
 * bodies, bearer auth, collection variables. Strict, so a field the format does not have fails.
 */
export const POSTMAN_SCHEMA_URL = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

const KeyValueSchema = z
  .object({
    key: z.string().min(1),
    value: z.string(),
    description: z.string().optional(),
    disabled: z.boolean().optional(),
    type: z.literal('string').optional(),
  })
  .strict();

export const PostmanUrlSchema = z
  .object({
    raw: z.string().min(1),
    host: z.array(z.string()).min(1),
    path: z.array(z.string()),
    query: z.array(KeyValueSchema).optional(),
    variable: z.array(KeyValueSchema).optional(),
  })
  .strict();

export const PostmanAuthSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('noauth') }).strict(),
  z.object({ type: z.literal('bearer'), bearer: z.array(KeyValueSchema).min(1) }).strict(),
]);

export const PostmanRequestSchema = z
  .object({
    method: z.enum(['GET', 'PUT', 'POST', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE']),
    url: PostmanUrlSchema,
    header: z.array(KeyValueSchema),
    description: z.string().optional(),
    body: z
      .object({
        mode: z.literal('raw'),
        raw: z.string(),
        options: z.object({ raw: z.object({ language: z.literal('json') }).strict() }).strict(),
      })
      .strict()
      .optional(),
    auth: PostmanAuthSchema,
  })
  .strict();

export const PostmanItemSchema = z
  .object({ name: z.string().min(1), request: PostmanRequestSchema })
  .strict();

export const PostmanFolderSchema = z
  .object({ name: z.string().min(1), description: z.string().optional(), item: z.array(PostmanItemSchema) })
  .strict();

export const PostmanCollectionSchema = z
  .object({
    info: z
      .object({
        name: z.string().min(1),
        description: z.string().optional(),
        version: z.string().optional(),
        schema: z.literal(POSTMAN_SCHEMA_URL),
      })
      .strict(),
    item: z.array(PostmanFolderSchema),
    variable: z.array(KeyValueSchema),
  })
  .strict();

export type PostmanCollection = z.infer<typeof PostmanCollectionSchema>;
export type PostmanItem = z.infer<typeof PostmanItemSchema>;
export type PostmanRequest = z.infer<typeof PostmanRequestSchema>;
