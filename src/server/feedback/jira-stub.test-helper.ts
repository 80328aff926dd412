import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One create-issue call the stub received. */
export interface StubCall {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
  /** The status the stub answered (0 while it hangs). */
  status: number;
}

/** What the next calls get: created (201), an error status, or no answer at all. */
export type StubMode =
  { kind: 'create' } | { kind: 'status'; status: number; body?: unknown } | { kind: 'hang' };

/**
 * A real HTTP server implementing Jira's create-issue endpoint (POST /rest/api/3/issue) for
 * tests: it checks the basic-auth header (401 otherwise) and the body's shape (400 with Jira's
 * `errors` otherwise), and answers 201 `{ id, key, self }` with keys PROJECT-1, PROJECT-2, …
 * `queue` sets what the next calls get, in order; after it is used up, they are created.
 */
export interface JiraStub {
  baseUrl: string;
  calls: StubCall[];
  queue: StubMode[];
  /** Milliseconds to wait before answering a create (to interleave concurrent forwarders). */
  delayMs: number;
  close(): Promise<void>;
}

function shapeProblems(body: unknown, projectKey: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const fields = (body as { fields?: Record<string, unknown> } | null)?.fields;
  if (fields === undefined || fields === null) return { fields: 'missing' };
  const project = fields['project'] as { key?: unknown } | undefined;
  if (project?.key !== projectKey) errors['project'] = `expected key ${projectKey}`;
  const summary = fields['summary'];
  if (typeof summary !== 'string' || summary === '' || summary.length > 255 || /[\r\n]/.test(summary)) {
    errors['summary'] = 'must be one line of 1 to 255 characters';
  }
  if (typeof (fields['issuetype'] as { name?: unknown } | undefined)?.name !== 'string') {
    errors['issuetype'] = 'name required';
  }
  const doc = fields['description'] as { type?: unknown; version?: unknown; content?: unknown } | undefined;
  if (doc?.type !== 'doc' || doc.version !== 1 || !Array.isArray(doc.content) || doc.content.length === 0) {
    errors['description'] = 'must be an ADF document';
  } else if (JSON.stringify(doc).includes('"text":""')) {
    errors['description'] = 'ADF text nodes must not be empty';
  }
  const labels = fields['labels'];
  if (!Array.isArray(labels) || labels.some((label) => typeof label !== 'string' || /\s/.test(label))) {
    errors['labels'] = 'labels are strings without spaces';
  }
  return errors;
}

/** Starts the stub on a free port of 127.0.0.1, accepting `email:token` for `projectKey`. */
export async function startJiraStub(email: string, token: string, projectKey: string): Promise<JiraStub> {
  const expected = `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`;
  const hanging = new Set<ServerResponse>();
  let created = 0;
  const stub: JiraStub = { baseUrl: '', calls: [], queue: [], delayMs: 0, close: async () => undefined };
  // A string body is sent as plain text, as a proxy's error page would be.
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = undefined;
    }
    const call: StubCall = {
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
      status: 0,
    };
    stub.calls.push(call);
    if (req.method !== 'POST' || req.url !== '/rest/api/3/issue') return send(res, (call.status = 404), {});
    if (call.authorization !== expected) {
      return send(res, (call.status = 401), { errorMessages: ['Client must be authenticated'] });
    }
    const mode = stub.queue.shift() ?? { kind: 'create' };
    if (mode.kind === 'hang') {
      hanging.add(res);
      return;
    }
    if (mode.kind === 'status')
      return send(
        res,
        (call.status = mode.status),
        mode.body ?? { errorMessages: ['Internal server error'] },
      );
    const errors = shapeProblems(body, projectKey);
    if (Object.keys(errors).length > 0) return send(res, (call.status = 400), { errorMessages: [], errors });
    if (stub.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, stub.delayMs));
    created += 1;
    const id = String(10_000 + created);
    send(res, (call.status = 201), {
      id,
      key: `${projectKey}-${created}`,
      self: `${stub.baseUrl}/rest/api/3/issue/${id}`,
    });
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return stub;
}
