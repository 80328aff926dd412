import { z } from 'zod';

/**
 * The boundary check of an OpenAPI file: only what every later step relies on (an OpenAPI 3.x
 * version, `info` with a title and version, and `paths`). Everything below is kept as loose JSON
 * and read defensively, so large real specs with vendor extensions load without rework.
 */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z
    .string({ error: 'must be a string such as "3.0.1"' })
    .regex(/^3\.\d+(\.\d+)?(-[\w.]+)?$/, 'must be an OpenAPI 3.x version such as "3.0.1"'),
  info: z.looseObject(
    {
      title: z.string({ error: 'must be a string' }),
      version: z.string({ error: 'must be a string' }),
      description: z.string({ error: 'must be a string' }).optional(),
    },
    { error: 'must be an object with a title and a version' },
  ),
  paths: z.record(z.string(), z.unknown(), { error: 'must be an object of paths' }),
});

/** A JSON value read from a spec, not yet checked beyond the boundary. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** An OpenAPI 3.x document that passed the boundary check. */
export type OpenApiDocument = z.infer<typeof OpenApiDocumentSchema>;

/** The HTTP methods an OpenAPI path item may hold, in the order OpenAPI lists them. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** True when a value is a plain JSON object. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field of an object, or undefined. */
export function stringField(object: JsonObject, key: string): string | undefined {
  const value = object[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A boolean flag field. Vendor extensions are sometimes written as strings, so 'true' counts too.
 */
export function flagField(object: JsonObject, key: string): boolean {
  const value = object[key];
  return value === true || value === 'true';
}
