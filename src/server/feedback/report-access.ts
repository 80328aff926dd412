import { isEmployee } from '../../core/policy/employee.ts';
import type { Principal } from '../../core/policy/principal.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import { accountPageUrl, LOGIN_PATH, LOGOUT_PATH } from '../accounts/account-page-urls.ts';
import { safeReturnTo } from '../accounts/return-to.ts';

/** Who may see reader feedback: employees only. */
export type ReportAccess =
  | { kind: 'granted' }
  /** Anonymous: sign in first, then come back here. */
  | { kind: 'sign-in'; location: string }
  /** Signed in, not an employee (or not verified yet): 403, with a way to switch accounts. */
  | { kind: 'forbidden'; switchAccountHref: string };

/**
 * The employee check of the feedback report and its export (spec §6: a verified address at the
 * email domain of site.yaml, decided by the policy's one {@link isEmployee}). The
 * principal keeps only the domain, never the address. `url` is where to return after sign-in;
 * only its path and query are used, through the returnTo check.
 */
export function reportAccess(
  principal: Principal,
  site: Pick<SiteConfig, 'employeeEmailDomain'>,
  url: URL,
): ReportAccess {
  const here = safeReturnTo(`${url.pathname}${url.search}`);
  if (principal.accountId === undefined)
    return { kind: 'sign-in', location: accountPageUrl(LOGIN_PATH, here) };
  if (!isEmployee(principal, site.employeeEmailDomain)) {
    // Signed out, the report sends the reader on to sign in and back here.
    return { kind: 'forbidden', switchAccountHref: accountPageUrl(LOGOUT_PATH, here) };
  }
  return { kind: 'granted' };
}
