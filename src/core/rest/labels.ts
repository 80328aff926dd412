/** 'GET' or 'get' -> 'Get'. */
export function capitalisedMethod(method: string): string {
  const lower = method.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * The summary of an operation that has none (spec §3): the capitalised method followed by the
 * path with its slashes turned into spaces. 'get' '/rest/api/3/issue/{id}' ->
 * 'Get rest api 3 issue {id}'. Runs of spaces (from '//' or a trailing '/') collapse to one.
 */
export function generatedSummary(method: string, path: string): string {
  return `${capitalisedMethod(method)} ${path.replace(/\//g, ' ')}`.replace(/\s+/g, ' ').trim();
}

/** What the spec gives for an operation's summary, or undefined when it is missing or blank. */
export function ownSummary(summary: unknown): string | undefined {
  if (typeof summary !== 'string') return undefined;
  const clean = summary.replace(/\s+/g, ' ').trim();
  return clean === '' ? undefined : clean;
}
