/**
 * Cookie categories (spec §3 "Cookie category enumeration"). A plain object instead of a TS enum:
 * sources must be erasable TypeScript.
 */
export const CookieCategory = {
  StrictlyNecessary: 1,
  Performance: 2,
  Functional: 3,
  Targeting: 4,
} as const;
export type CookieCategory = (typeof CookieCategory)[keyof typeof CookieCategory];

/** Every category, in the order the preferences dialog lists them. */
export const ALL_CATEGORIES: readonly CookieCategory[] = [
  CookieCategory.StrictlyNecessary,
  CookieCategory.Performance,
  CookieCategory.Functional,
  CookieCategory.Targeting,
];

/** The categories a reader may switch off: all but strictly necessary. */
export const OPTIONAL_CATEGORIES: readonly CookieCategory[] = ALL_CATEGORIES.filter(
  (category) => category !== CookieCategory.StrictlyNecessary,
);

/** What the script loader answers (spec §3 "Script-loader outcome"). */
export const ScriptOutcome = { Allowed: 0, Blocked: 1 } as const;
export type ScriptOutcome = (typeof ScriptOutcome)[keyof typeof ScriptOutcome];

/** A reader's decision: the categories they allow. Strictly necessary is always among them. */
export interface Consent {
  readonly allowed: readonly CookieCategory[];
}

/** Whether a category is allowed. Strictly necessary always is. */
export function allows(consent: Consent, category: CookieCategory): boolean {
  return category === CookieCategory.StrictlyNecessary || consent.allowed.includes(category);
}

/** A decision allowing exactly `categories` plus strictly necessary, sorted and without repeats. */
export function consentFor(categories: Iterable<CookieCategory>): Consent {
  const chosen = new Set<CookieCategory>([CookieCategory.StrictlyNecessary, ...categories]);
  return { allowed: ALL_CATEGORIES.filter((category) => chosen.has(category)) };
}

/** 'Accept all'. */
export const ACCEPT_ALL: Consent = consentFor(ALL_CATEGORIES);

/** 'Reject optional cookies': strictly necessary only. */
export const REJECT_OPTIONAL: Consent = consentFor([]);
