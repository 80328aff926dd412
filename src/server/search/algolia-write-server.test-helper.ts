import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One index of the in-memory server. */
export interface MemoryIndex {
  settings: Record<string, unknown>;
  objects: Map<string, Record<string, unknown>>;
}

/**
 * A small in-memory implementation of the Algolia write API calls a sync makes (settings,
 * batch, copy/move operations, tasks), with Algolia's semantics for them, so the official
 * client can be tested end to end without the network. It checks the application id and key
 * headers like Algolia does, and records every call.
 */
export async function startAlgoliaWriteServer(appId: string, apiKey: string) {
  const indices = new Map<string, MemoryIndex>();
  const calls: string[] = [];
  let taskID = 0;
  const task = () => ({ taskID: ++taskID, updatedAt: new Date().toISOString() });
  const indexOf = (name: string) => {
    let index = indices.get(name);
    if (!index) indices.set(name, (index = { settings: {}, objects: new Map() }));
    return index;
  };

  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (
      request.headers['x-algolia-application-id'] !== appId ||
      request.headers['x-algolia-api-key'] !== apiKey
    ) {
      return send(403, { message: 'Invalid Application-ID or API key', status: 403 });
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^\/1\/indexes\/([^/]+)\/(settings|batch|operation|task\/(\d+))$/.exec(url.pathname);
    if (!match) return send(404, { message: 'Not found', status: 404 });
    const name = decodeURIComponent(match[1]!);
    const action = match[2]!.startsWith('task/') ? 'task' : match[2]!;
    calls.push(`${request.method} ${action} ${name}`);
    const body = request.method === 'GET' ? undefined : await readJson(request);
    if (action === 'task') return send(200, { status: 'published', pendingTask: false });
    if (action === 'settings' && request.method === 'GET') {
      const index = indices.get(name);
      return index ? send(200, index.settings) : send(404, { message: 'Index does not exist', status: 404 });
    }
    if (action === 'settings' && request.method === 'PUT') {
      Object.assign(indexOf(name).settings, body);
      return send(200, task());
    }
    if (action === 'batch') {
      const index = indexOf(name);
      const requests = (body as { requests: { action: string; body: Record<string, unknown> }[] }).requests;
      for (const item of requests) {
        if (item.action !== 'addObject' && item.action !== 'updateObject')
          return send(400, { message: `unsupported action ${item.action}`, status: 400 });
        index.objects.set(String(item.body['objectID']), item.body);
      }
      return send(200, { ...task(), objectIDs: requests.map((r) => String(r.body['objectID'])) });
    }
    const operation = body as { operation: 'copy' | 'move'; destination: string; scope?: string[] };
    const source = indices.get(name);
    if (!source) return send(404, { message: 'Index does not exist', status: 404 });
    if (operation.operation === 'move') {
      indices.set(operation.destination, source);
      indices.delete(name);
    } else {
      const destination = indexOf(operation.destination);
      if (operation.scope === undefined || operation.scope.includes('settings'))
        destination.settings = structuredClone(source.settings);
      if (operation.scope === undefined) destination.objects = new Map(source.objects);
    }
    return send(200, task());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: { url: `127.0.0.1:${port}`, protocol: 'http' as const },
    indices,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}
