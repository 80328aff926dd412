import { describe, expect, it } from 'vitest';
import { createDevEvents } from './dev-events.ts';

/** Reads frames from an event stream until `count` have arrived. */
async function frames(response: Response, count: number): Promise<string[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (text.split('\n\n').length <= count) text += (await reader.read()).value ?? '';
  await reader.cancel();
  return text.split('\n\n').slice(0, count);
}

describe('dev events', () => {
  it('sends the current problems first, then reloads and problems as builds end', async () => {
    const events = createDevEvents();
    events.publish({
      kind: 'failed',
      problems: [{ file: 'a.md', line: 3, field: '(link)', message: 'broken link' }],
      ms: 1,
    });
    const response = events.respond(new Request('http://localhost/'));
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const read = frames(response, 3);
    events.publish({ kind: 'built', full: false, navigation: false, routes: ['/a/'], ms: 1 });
    expect(await read).toEqual([
      'event: problems\ndata: [{"file":"a.md","line":3,"message":"broken link"}]',
      'event: problems\ndata: []',
      'event: reload\ndata: {"routes":["/a/"],"all":false}',
    ]);
  });

  it('sends no reload when nothing was rebuilt, and every page reloads after a full build', async () => {
    const events = createDevEvents();
    const read = frames(events.respond(new Request('http://localhost/')), 4);
    events.publish({ kind: 'built', full: false, navigation: false, routes: [], ms: 1 });
    events.publish({ kind: 'built', full: true, navigation: false, routes: [], ms: 1 });
    expect(await read).toEqual([
      'event: problems\ndata: []',
      'event: problems\ndata: []',
      'event: problems\ndata: []',
      'event: reload\ndata: {"routes":[],"all":true}',
    ]);
    expect(events.listeners).toBe(0);
  });
});
