import { z } from 'zod';

/**
 * Field rules the console's schemas share. Forms post strings, so a blank field means "not
 * given" and a checkbox posts 'on'; these helpers accept both those and JSON values. Every
 * message names its field, because a 400 answer or a form shows it next to no other context.
 */

/** Turns a blank or whitespace-only string into undefined, so optional fields may be left empty. */
export function blankAsMissing(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** A form or JSON boolean: true/false, or a checkbox's 'on', 'true', 'false' and ''/absent. */
export function formBoolean(label: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '' || value === 'false') return false;
      if (value === 'on' || value === 'true') return true;
      return value;
    },
    z.boolean({ error: `${label} must be true or false` }),
  );
}

/** Optional free text: trimmed, blank means missing, at most `max` characters. */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    blankAsMissing,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      // The database refuses a NUL in text: a 400 naming the field, not a 500.
      .refine((text) => !text.includes('\0'), `${label} must not contain a NUL character`)
      .optional(),
  );
}

/** An optional absolute https URL (blank means missing), as the distribution links are. */
export function optionalHttpsUrl(label: string) {
  return z.preprocess(
    blankAsMissing,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(2048, `${label} must be at most 2048 characters`)
      .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
        message: `${label} must be an absolute https URL`,
      })
      .optional(),
  );
}

/** A moment as an ISO 8601 date-time with an offset or Z, e.g. 2026-11-26T10:31:24Z. */
export function instant(label: string) {
  return z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date-time` });
}

/** Opaque ids the console mints (apps, environments, members, audit entries, services). */
export function opaqueId(label: string) {
  return z
    .string({ error: `${label} is required` })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, `${label} must be 1 to 64 letters, digits, '_' or '-'`);
}

/** One of an enumeration's values, with a message that names the field and lists the choices. */
export function choice<const T extends readonly string[]>(label: string, options: T) {
  return z.enum(options, { error: `${label} must be one of ${options.join(', ')}` });
}
