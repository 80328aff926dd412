import type { DevBuildEvent } from '../../src/core/content/compile/dev/dev-build-session.node.ts';
import type { ContentProblem } from '../../src/core/content/validation-error.ts';
import type { DevOverlayProblem, DevReloadEvent } from '../../src/core/dev/live-reload.ts';

/** Build events as server-sent events to every open page (the dev loop's only channel to them). */
export interface DevEvents {
  /** Sends a rebuild's outcome to every open page. */
  publish(event: DevBuildEvent): void;
  /** The event stream for one page; it starts with the current problems (none: an empty list). */
  respond(request: Request): Response;
  /** Pages listening now. */
  readonly listeners: number;
}

const encoder = new TextEncoder();
const frame = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
const overlayProblems = (problems: readonly ContentProblem[]): DevOverlayProblem[] =>
  problems.map(({ file, line, field, message }) => ({
    file,
    ...(line === undefined ? {} : { line }),
    message: field && !field.startsWith('(') ? `${field}: ${message}` : message,
  }));

/** A hub of build events for the pages the dev server has open. */
export function createDevEvents(): DevEvents {
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  let problems: DevOverlayProblem[] = [];
  const send = (chunk: Uint8Array) => {
    for (const stream of streams) {
      try {
        stream.enqueue(chunk);
      } catch {
        streams.delete(stream);
      }
    }
  };
  return {
    publish(event) {
      if (event.kind === 'failed') {
        problems = overlayProblems(event.problems);
        send(frame('problems', problems));
        return;
      }
      problems = [];
      send(frame('problems', problems));
      if (event.full || event.routes.length > 0)
        send(
          frame('reload', {
            routes: event.routes,
            all: event.full || event.navigation,
          } satisfies DevReloadEvent),
        );
    },
    respond(request) {
      let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          controller = stream;
          streams.add(stream);
          stream.enqueue(frame('problems', problems));
        },
        cancel() {
          if (controller) streams.delete(controller);
        },
      });
      request.signal.addEventListener('abort', () => {
        if (controller) streams.delete(controller);
      });
      return new Response(body, {
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    },
    get listeners() {
      return streams.size;
    },
  };
}
