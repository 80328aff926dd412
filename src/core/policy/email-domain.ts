/**
 * A standard address shape: one local part, one at sign, and a dotted domain without spaces.
 * Deliberately simple (spec §5 "a check for a standard address shape"): it decides only whether a
 * domain can be read off, not whether the mailbox exists.
 */
const ADDRESS_SHAPE = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;

/** The lower-cased domain of an email address, or undefined when it has no standard shape (spec §5). */
export function emailDomainOf(email: string | undefined): string | undefined {
  const match = ADDRESS_SHAPE.exec((email ?? '').trim());
  return match?.[1]?.toLowerCase();
}

/**
 * Refuses an email domain that holds an at sign (spec §5, §8): the principal keeps only the
 * domain, so a whole address there would leak personal data into logs and analytics.
 */
export function assertEmailDomain(emailDomain: string | undefined, accountId: string | undefined): void {
  if (emailDomain !== undefined && emailDomain.includes('@')) {
    throw new Error(
      `The email domain of user ${accountId ?? '(anonymous)'} looks like an email address: keeping it would be a privacy violation.`,
    );
  }
}
