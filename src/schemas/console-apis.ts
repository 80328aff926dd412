import { z } from 'zod';
import { ApiIdSchema, ScopeSchema } from './console-app.ts';

/** A scope an API offers, with the words the consent screen shows for it. */
export const ApiScopeSchema = z
  .object({ name: ScopeSchema, description: z.string().min(1).max(300) })
  .strict();
export type ApiScope = z.infer<typeof ApiScopeSchema>;

/**
 * An API the permissions page offers (the console's API catalogue, kept by the site): its
 * access-policy id (granular, never a deprecated one), a title and its scopes.
 */
export const ConsoleApiSchema = z
  .object({
    id: ApiIdSchema,
    title: z.string().min(1).max(120),
    description: z.string().max(500).default(''),
    scopes: z.array(ApiScopeSchema).min(1),
  })
  .strict();
export type ConsoleApi = z.infer<typeof ConsoleApiSchema>;

/** The permissions form: an API and the scopes asked for (a form may post one scope as a string). */
export const AddApiInputSchema = z
  .object({
    apiId: ApiIdSchema,
    scopes: z.preprocess(
      (value) => (typeof value === 'string' ? [value] : value),
      z
        .array(ScopeSchema, { error: 'Scopes must be a list of scopes' })
        .min(1, 'Scopes: choose at least one scope'),
    ),
  })
  .strict();
export type AddApiInput = z.infer<typeof AddApiInputSchema>;
