import { connect } from 'node:net';

/** The machine's PostgreSQL for tests; override with PORTICO_TEST_DATABASE_URL. */
export const TEST_POSTGRES_URL =
  process.env['PORTICO_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Whether the PostgreSQL tests run: when the server answers, or always when
 * PORTICO_REQUIRE_POSTGRES is set (CI sets it, so an unreachable server fails instead of skipping).
 */
export async function shouldTestPostgres(): Promise<boolean> {
  if (process.env['PORTICO_REQUIRE_POSTGRES'] === '1') return true;
  const { hostname, port } = new URL(TEST_POSTGRES_URL);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432), timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A connection string whose sessions use `schema` first, so parallel test files never collide. */
export function withSearchPath(url: string, schema: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}
