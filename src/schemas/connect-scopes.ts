import { z } from 'zod';

/**
 * The scopes a Connect app declares in its descriptor, plus `NONE` (any app may call) and
 * `INACCESSIBLE` (no Connect app may call): the values the vendors' specs write in
 * `x-atlassian-connect-scope`.
 */
export const CONNECT_SCOPES = [
  'NONE',
  'READ',
  'WRITE',
  'DELETE',
  'PROJECT_ADMIN',
  'SPACE_ADMIN',
  'ADMIN',
  'ACT_AS_USER',
  'ACCESS_EMAIL_ADDRESSES',
  'INACCESSIBLE',
] as const;
export const ConnectScopeSchema = z.enum(CONNECT_SCOPES);
export type ConnectScope = z.infer<typeof ConnectScopeSchema>;

/** HTTP methods a REST API entry maps to scopes (upper case, as OpenAPI operations are listed). */
export const ConnectMethodSchema = z.enum(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);

const IdSchema = z.string().regex(/^[A-Za-z0-9][\w.-]*$/, {
  message: 'must be letters, digits, ".", "_" or "-"',
});

/**
 * A path pattern: absolute, segments separated by "/", where a segment `*` matches one segment,
 * a final `**` matches any rest (none included) and `{version}` stands for each of `versions`.
 */
const PathPatternSchema = z
  .string()
  .regex(/^\/[^\s?#]*$/, { message: 'must start with "/" and hold no spaces, "?" or "#"' })
  .refine((path) => !path.split('/').slice(0, -1).includes('**'), {
    message: '"**" may only be the last segment',
  });

/**
 * One REST API of the product (spec §3 "Connect scopes schema"): the paths it covers, whether
 * it is documented, the scope each method needs and the versions `{version}` takes.
 */
export const ConnectRestApiSchema = z
  .object({
    id: IdSchema,
    path: PathPatternSchema,
    /** False for APIs apps may call but the docs do not describe: never shown. */
    public: z.boolean(),
    scopes: z
      .partialRecord(ConnectMethodSchema, ConnectScopeSchema)
      .refine((scopes) => Object.keys(scopes).length > 0, {
        message: 'must map at least one HTTP method to a scope',
      }),
    versions: z
      .array(z.string().regex(/^[\w.-]+$/))
      .min(1)
      .optional(),
  })
  .strict()
  .refine((api) => api.path.includes('{version}') === (api.versions !== undefined), {
    message: 'versions must be set exactly when the path holds {version}',
    path: ['versions'],
  });
export type ConnectRestApi = z.infer<typeof ConnectRestApiSchema>;

/** A JSON-RPC, XML-RPC or SOAP-RPC method and the scope it needs. */
export const ConnectRpcEntrySchema = z
  .object({
    id: IdSchema,
    method: z.string().min(1),
    paths: z.array(PathPatternSchema).min(1),
    scope: ConnectScopeSchema,
  })
  .strict();
export type ConnectRpcEntry = z.infer<typeof ConnectRpcEntrySchema>;

function uniqueIds(entries: readonly { id: string }[], context: z.RefinementCtx, field: string): void {
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    if (seen.has(entry.id))
      context.addIssue({
        code: 'custom',
        path: [field, index, 'id'],
        message: `'${entry.id}' is listed twice`,
      });
    seen.add(entry.id);
  }
}

/** `connect-scopes/<product>.yaml` of the content root: one product's Connect scopes. */
export const ConnectScopesFileSchema = z
  .object({
    restApis: z.array(ConnectRestApiSchema).default([]),
    jsonRpc: z.array(ConnectRpcEntrySchema).default([]),
    xmlRpc: z.array(ConnectRpcEntrySchema).default([]),
    soapRpc: z.array(ConnectRpcEntrySchema).default([]),
  })
  .strict()
  .superRefine((file, context) => {
    uniqueIds(file.restApis, context, 'restApis');
    uniqueIds(file.jsonRpc, context, 'jsonRpc');
    uniqueIds(file.xmlRpc, context, 'xmlRpc');
    uniqueIds(file.soapRpc, context, 'soapRpc');
  });
export type ConnectScopesFile = z.infer<typeof ConnectScopesFileSchema>;
