import { REDIRECTS_MAX, REDIRECTS_MIN, type Redirect } from '../../../schemas/redirects.ts';
import type { ContentProblem } from '../validation-error.ts';

const RELATIVE_FROM = /^\/(?:[^\s#?]*\/)?$/;
const RELATIVE_TO = /^\/(?:[^\s#?]*\/)?(?:#[^\s#]+)?$/;
/** An external target starts with a scheme and a host (spec §5 "starts with {host}"). */
const EXTERNAL_TO = /^https?:\/\/[a-z0-9.-]+(?::\d+)?(?:[/?#]\S*)?$/i;

/**
 * Checks a package's redirects (spec §5): 1 to 2000 entries; a relative `from` and `to` begin and
 * end with a slash, and `to` may carry an anchor; an external `to` starts with a host.
 * Also refuses duplicates and redirects that point at themselves.
 */
export function checkRedirects(file: string, redirects: readonly Redirect[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (redirects.length < REDIRECTS_MIN || redirects.length > REDIRECTS_MAX) {
    problems.push({
      file,
      field: 'redirects',
      message: `must have from ${REDIRECTS_MIN} to ${REDIRECTS_MAX} entries, found ${redirects.length}`,
    });
  }
  const seen = new Map<string, number>();
  redirects.forEach((redirect, index) => {
    const at = `redirects[${index}]`;
    if (!RELATIVE_FROM.test(redirect.from)) {
      problems.push({ file, field: `${at}.from`, message: `'${redirect.from}' must begin and end with '/'` });
    }
    const external = /^[a-z][a-z0-9+.-]*:/i.test(redirect.to) || redirect.to.startsWith('//');
    if (external && !EXTERNAL_TO.test(redirect.to)) {
      problems.push({
        file,
        field: `${at}.to`,
        message: `'${redirect.to}' must start with http(s)://{host}`,
      });
    } else if (!external && !RELATIVE_TO.test(redirect.to)) {
      problems.push({
        file,
        field: `${at}.to`,
        message: `'${redirect.to}' must begin and end with '/', optionally followed by '#anchor'`,
      });
    }
    if (redirect.to.split('#')[0] === redirect.from) {
      problems.push({ file, field: `${at}.to`, message: `'${redirect.to}' redirects to itself` });
    }
    const first = seen.get(redirect.from);
    if (first !== undefined) {
      problems.push({
        file,
        field: `${at}.from`,
        message: `'${redirect.from}' is already redirected by redirects[${first}]`,
      });
    } else seen.set(redirect.from, index);
  });
  return problems;
}
