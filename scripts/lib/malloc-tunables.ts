/**
 * glibc malloc settings for portal processes (docs/decisions/0066-bounded-memory-and-overload.md).
 * Under concurrent rendering the default allocator kept hundreds of MB that the JavaScript heap
 * had long given back: its mmap threshold rises to the largest block freed so far (up to 32 MB),
 * so large buffers land in the brk heap, which can only shrink from its top, and every thread
 * may get an arena of its own. A fixed 1 MB threshold stops that drift, a 1 MB trim threshold
 * gives the top back sooner, and two arenas are enough for the main thread and libuv's pool.
 * The threshold was 64 KB at first: then every zlib and brotli state (64–256 KB blocks, one per
 * compressed answer) was mapped, zeroed page by page and unmapped, and compressing a 5 KB search
 * answer took 1–2.5 ms instead of 0.05–0.1 ms. glibc reads these once, at process start, so they
 * are set where the process is started (`npm start`, a unit file, an image), never inside it;
 * other C libraries (musl) ignore them.
 */
export const MALLOC_TUNABLES =
  'glibc.malloc.mmap_threshold=1048576:glibc.malloc.trim_threshold=1048576:glibc.malloc.arena_max=2';

/** `env` with MALLOC_TUNABLES in GLIBC_TUNABLES, unless it already sets them itself. */
export function withMallocTunables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const current = env['GLIBC_TUNABLES'];
  if (current !== undefined && current.includes('glibc.malloc.')) return env;
  return { ...env, GLIBC_TUNABLES: current ? `${current}:${MALLOC_TUNABLES}` : MALLOC_TUNABLES };
}
