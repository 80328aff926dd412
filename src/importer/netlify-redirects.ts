import type { Redirect } from '../schemas/redirects.ts';
import type { ImportNote } from './import-report.ts';

/** Options of {@link convertNetlifyRedirects}. */
export interface RedirectConversion {
  /** The file's path in the imported site, for the notes. */
  file: string;
  /**
   * Maps a path of the old site (`/tutorials/x`, `/tutorials/x#a`) to the portal's site path
   * (`/redux/tutorials/x/`), keeping a `#anchor`.
   */
  mapPath: (path: string) => string;
  /** Routes of the imported pages: a redirect from one of them would hide the page. */
  pageRoutes: ReadonlySet<string>;
}

const PLACEHOLDER = /(?:^|\/):[A-Za-z]\w*/;

function withSlash(path: string): string {
  const hash = path.indexOf('#');
  const [bare, anchor] = hash < 0 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  return `${bare.endsWith('/') ? bare : `${bare}/`}${anchor}`;
}

/**
 * Converts a Netlify `_redirects` file (the Docusaurus sites' usual host) into the portal's
 * package redirects. The portal matches exact paths (spec §5: from and to begin and end with a
 * slash), so a trailing `*` becomes its exact path and `:splat` is dropped, each with a note;
 * placeholders, rewrites (200), conditions and redirects that would hide a page are left out
 * with a note saying why.
 */
export function convertNetlifyRedirects(
  text: string,
  options: RedirectConversion,
): { redirects: Redirect[]; notes: ImportNote[] } {
  const redirects: Redirect[] = [];
  const notes: ImportNote[] = [];
  const seen = new Set<string>();
  const note = (line: number, outcome: ImportNote['outcome'], message: string) =>
    notes.push({ outcome, file: options.file, line, topic: 'redirect', message });

  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.replace(/(^|\s)#.*$/, '').trim();
    if (content === '') return;
    const [fromWritten, toWritten, ...rest] = content.split(/\s+/);
    if (fromWritten === undefined || toWritten === undefined) {
      note(line, 'lost', `'${content}' has no target`);
      return;
    }
    const status = rest.find((part) => /^\d{3}!?$/.test(part));
    const conditions = rest.filter((part) => part !== status);
    if (status !== undefined && !/^30[1278]!?$/.test(status)) {
      note(line, 'lost', `${fromWritten} answers ${status}, which is not a redirect`);
      return;
    }
    if (conditions.length > 0 || fromWritten.includes('?') || fromWritten.includes('=')) {
      note(
        line,
        'lost',
        `${fromWritten} depends on conditions (${conditions.join(' ')}) the portal does not match`,
      );
      return;
    }
    if (!fromWritten.startsWith('/') || PLACEHOLDER.test(fromWritten)) {
      note(line, 'lost', `${fromWritten} has placeholders or is not a path`);
      return;
    }
    const wildcard = fromWritten.endsWith('*');
    const fromPath = wildcard ? fromWritten.slice(0, -1) : fromWritten;
    const from = withSlash(options.mapPath(fromPath === '' ? '/' : fromPath));
    const external = /^https?:\/\//i.test(toWritten);
    const splat = toWritten.includes(':splat');
    const toPath = toWritten.replace(/\/?:splat/, '');
    if (!external && (!toPath.startsWith('/') || PLACEHOLDER.test(toPath))) {
      note(line, 'lost', `${toWritten} has placeholders or is not a path`);
      return;
    }
    const to = external ? toPath : withSlash(options.mapPath(toPath));
    if (options.pageRoutes.has(from)) {
      note(line, 'lost', `${from} is a page of the imported site; a redirect would hide it`);
      return;
    }
    if (from === to.replace(/#.*$/, '')) {
      note(line, 'lost', `${from} would redirect to itself`);
      return;
    }
    if (seen.has(from)) {
      note(line, 'lost', `${from} is redirected by an earlier line, which wins as on Netlify`);
      return;
    }
    seen.add(from);
    redirects.push({ from, to });
    if (wildcard || splat)
      note(
        line,
        'converted',
        `${fromWritten} → ${from} only: the portal redirects exact paths, so deeper paths under it are not redirected`,
      );
  });
  return { redirects, notes };
}
