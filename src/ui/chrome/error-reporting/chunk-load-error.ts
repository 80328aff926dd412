/** How long a code chunk may take to load before it counts as failed (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Why a chunk failed (spec §8), with the meaning webpack gives these names: 'error' the request
 * failed (network, 404, a syntax error), 'missing' the module loaded but lacks what was asked
 * for (a stale or wrong build), 'timeout' it did not settle within the chunk timeout.
 */
export type ChunkLoadErrorType = 'missing' | 'error' | 'timeout';

/** A code chunk that could not be loaded. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly type: ChunkLoadErrorType;
  /** Which chunk, as the caller named it. */
  readonly request: string;

  constructor(type: ChunkLoadErrorType, request: string, cause?: unknown) {
    super(`Loading chunk ${request} failed. (${type})`, cause === undefined ? undefined : { cause });
    this.type = type;
    this.request = request;
  }
}

/** Options of {@link loadChunk}. */
export interface LoadChunkOptions<M> {
  /** Name of the chunk in errors, e.g. '@sentry/browser'. */
  name: string;
  /** The export the module must have; its absence is a 'missing' failure. */
  requires?: keyof M & string;
  timeoutMs?: number;
}

/**
 * Runs a dynamic `import()` and classifies its failure as a {@link ChunkLoadError}:
 * `loadChunk(() => import('./viewer.tsx'), { name: 'viewer', requires: 'Viewer' })`.
 */
export function loadChunk<M>(importer: () => Promise<M>, options: LoadChunkOptions<M>): Promise<M> {
  const { name, requires, timeoutMs = CHUNK_LOAD_TIMEOUT_MS } = options;
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', name)), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        const present =
          requires === undefined || (module as Record<string, unknown> | null)?.[requires] !== undefined;
        if (present) resolve(module);
        else reject(new ChunkLoadError('missing', name));
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('error', name, cause));
      },
    );
  });
}
