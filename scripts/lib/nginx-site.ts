/**
 * The deploy configuration deploy/nginx/portico.conf filled in, as envsubst would for a user
 * (docs/deploy.md), so tests and benches run the very file a deployment uses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repo.ts';

/** The nginx site configuration users deploy. */
export const PORTICO_NGINX_TEMPLATE = join(REPO_ROOT, 'deploy', 'nginx', 'portico.conf');

/** The values the template asks for (see its header). */
export interface PorticoSiteValues {
  /** `listen` argument, e.g. `127.0.0.1:8080`. */
  listen: string;
  serverName: string;
  /** host:port of each portal process; the template has one `server` line per process. */
  upstreams: readonly string[];
  cacheDir: string;
  logDir: string;
}

const UPSTREAM_LINE = /^(\s*)server \$\{PORTICO_UPSTREAM_\d+\}(.*)$/;

/**
 * Substitutes `${PORTICO_...}` in `template` (the deploy file by default). The template's
 * `server ${PORTICO_UPSTREAM_n}` lines become one line per given upstream, with the first line's
 * parameters, as a user adds a line per process. Throws when the template names a value that was
 * not given.
 */
export function renderPorticoSite(
  values: PorticoSiteValues,
  template = readFileSync(PORTICO_NGINX_TEMPLATE, 'utf8'),
): string {
  if (values.upstreams.length === 0) throw new Error('The proxy needs at least one portal process');
  const given: Record<string, string> = {
    PORTICO_LISTEN: values.listen,
    PORTICO_SERVER_NAME: values.serverName,
    PORTICO_CACHE_DIR: values.cacheDir,
    PORTICO_LOG_DIR: values.logDir,
  };
  const out: string[] = [];
  let upstreamsWritten = false;
  for (const line of template.split('\n')) {
    const upstream = UPSTREAM_LINE.exec(line);
    // Comments keep their placeholders: they show what a user fills in.
    if (line.trimStart().startsWith('#')) out.push(line);
    else if (upstream === null) out.push(fill(line, given));
    else if (!upstreamsWritten) {
      const [, indent = '', parameters = ''] = upstream;
      out.push(...values.upstreams.map((address) => `${indent}server ${address}${parameters}`));
      upstreamsWritten = true;
    }
  }
  return out.join('\n');
}

function fill(line: string, given: Record<string, string>): string {
  return line.replace(/\$\{(PORTICO_[A-Z0-9_]+)\}/g, (whole, name: string) => {
    const value = given[name];
    if (value === undefined)
      throw new Error(`${PORTICO_NGINX_TEMPLATE} asks for ${whole}, which was not given`);
    return value;
  });
}
