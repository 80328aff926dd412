import { z } from 'zod';

/** Redirect count limits (spec §5, §9). */
export const REDIRECTS_MIN = 1;
export const REDIRECTS_MAX = 2000;

/** One redirect; the form rules are checked by the content validator, which knows the host. */
export const RedirectSchema = z.object({ from: z.string().min(1), to: z.string().min(1) }).strict();
export type Redirect = z.infer<typeof RedirectSchema>;

/** Redirects file: `redirects.yaml` in a package folder. */
export const RedirectsFileSchema = z.object({ redirects: z.array(RedirectSchema) }).strict();
