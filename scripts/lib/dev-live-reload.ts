import type { AstroIntegration } from 'astro';
import { DEV_EVENTS_PATH } from '../../src/core/dev/live-reload.ts';
import type { DevEvents } from './dev-events.ts';

/**
 * The Astro integration `npm run dev` adds inline (never in astro.config.ts, so no production
 * build has it): the dev server answers DEV_EVENTS_PATH with the build events, which the page
 * script the base layout prints in development listens to.
 */
export function liveReloadIntegration(events: DevEvents): AstroIntegration {
  return {
    name: 'portico:dev-live-reload',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(DEV_EVENTS_PATH, (req, res) => {
          const aborted = new AbortController();
          req.on('close', () => aborted.abort());
          const response = events.respond(
            new Request(new URL(DEV_EVENTS_PATH, 'http://localhost'), { signal: aborted.signal }),
          );
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.flushHeaders();
          const reader = response.body!.getReader();
          aborted.signal.addEventListener('abort', () => void reader.cancel());
          const pump = (): Promise<void> =>
            reader.read().then(({ done, value }) => {
              if (done) return void res.end();
              res.write(value);
              return pump();
            });
          pump().catch(() => res.end());
        });
      },
    },
  };
}
