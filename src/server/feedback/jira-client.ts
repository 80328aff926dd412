import type { JiraIssueFields } from './jira-issue.ts';
import type { JiraTrackerConfig } from './tracker-config.ts';

/** The tracker's answer to a created issue (Jira: 201 `{ id, key, self }`). */
export interface CreatedIssue {
  id: string | undefined;
  key: string | undefined;
  /** Where a person sees it: {base}/browse/{key}. */
  browseUrl: string | undefined;
}

/** A create-issue call that did not create an issue, as far as the portal can tell. */
export class TrackerError extends Error {
  override readonly name = 'TrackerError';
  /** The HTTP status, when the tracker answered at all. */
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

const MAX_ERROR_CHARS = 500;
const ISSUE_KEY = /^[A-Z][A-Z0-9_]*-\d+$/;

/** The tracker's own explanation (Jira: errorMessages and errors), shortened for the row. */
async function explain(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).slice(0, 4096);
  let detail = text;
  try {
    const body = JSON.parse(text) as { errorMessages?: unknown; errors?: unknown };
    const messages = Array.isArray(body.errorMessages) ? body.errorMessages.map(String) : [];
    const fields =
      body.errors !== null && typeof body.errors === 'object'
        ? Object.entries(body.errors).map(([field, message]) => `${field}: ${String(message)}`)
        : [];
    if (messages.length + fields.length > 0) detail = [...messages, ...fields].join('; ');
  } catch {
    // Not JSON (a proxy's error page): keep the text.
  }
  detail = detail.replace(/\s+/g, ' ').trim();
  const line = `HTTP ${response.status}${detail === '' ? '' : `: ${detail}`}`;
  return line.length > MAX_ERROR_CHARS ? `${line.slice(0, MAX_ERROR_CHARS - 1)}…` : line;
}

/**
 * Creates one issue: POST {base}/rest/api/3/issue with basic auth (email and API token). Resolves
 * once the tracker answered 2xx; rejects with a {@link TrackerError} on any other answer, a
 * network failure or the timeout. The token goes only into the Authorization header and never
 * into an error message.
 */
export async function createJiraIssue(
  config: JiraTrackerConfig,
  fields: JiraIssueFields,
  fetchImpl: typeof fetch = fetch,
): Promise<CreatedIssue> {
  const auth = Buffer.from(`${config.email}:${config.apiToken}`, 'utf8').toString('base64');
  let response: Response;
  try {
    response = await fetchImpl(`${config.baseUrl}/rest/api/3/issue`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${auth}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({ fields }),
      redirect: 'error',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new TrackerError(`No answer within ${config.timeoutMs} ms`);
    }
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new TrackerError(`Network error${cause}`);
  }
  if (!response.ok) throw new TrackerError(await explain(response), response.status);
  const body = (await response.json().catch(() => ({}))) as { id?: unknown; key?: unknown };
  const key = typeof body.key === 'string' && ISSUE_KEY.test(body.key) ? body.key : undefined;
  return {
    id: typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : undefined,
    key,
    browseUrl: key === undefined ? undefined : `${config.baseUrl}/browse/${key}`,
  };
}
