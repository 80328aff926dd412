import { z } from 'zod';

/** An empty variable (FOO=) counts as unset. */
export const emptyToUndefined = (value: unknown): unknown => (value === '' ? undefined : value);

/** An optional non-empty text variable; empty counts as unset. */
export const optionalText = () => z.preprocess(emptyToUndefined, z.string().min(1).optional());
