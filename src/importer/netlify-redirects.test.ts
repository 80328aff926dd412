import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatNote } from './import-report.ts';
import { convertNetlifyRedirects } from './netlify-redirects.ts';

const REDUX = '/work/shared/corpora/sites/redux-docusaurus/website/_redirects';
const options = {
  file: 'website/_redirects',
  mapPath: (path: string) => `/redux${path}`,
  pageRoutes: new Set(['/redux/api/store/']),
};

describe('convertNetlifyRedirects', () => {
  it('converts exact and wildcard redirects into exact package redirects, with notes', () => {
    const { redirects, notes } = convertNetlifyRedirects(
      [
        '# old Gitbook paths',
        '/basics         /tutorials/fundamentals/part-1-overview',
        '/advanced/asyncactions*    /tutorials/part-6#async   301',
        '/faq/codestructure*   /faq/code-structure:splat',
        '/basics   /elsewhere',
        '/api/store   /api/',
        '/blog/*   https://blog.example.com/:splat  302!',
        '/news/:year/*   /blog/',
        '/app/*   /index.html   200',
        '/x  /y  Country=us',
      ].join('\n'),
      options,
    );
    expect(redirects).toEqual([
      { from: '/redux/basics/', to: '/redux/tutorials/fundamentals/part-1-overview/' },
      { from: '/redux/advanced/asyncactions/', to: '/redux/tutorials/part-6/#async' },
      { from: '/redux/faq/codestructure/', to: '/redux/faq/code-structure/' },
      { from: '/redux/blog/', to: 'https://blog.example.com' },
    ]);
    expect(notes.map(formatNote)).toEqual([
      'converted website/_redirects:3  redirect: /advanced/asyncactions* → /redux/advanced/asyncactions/ only: the portal redirects exact paths, so deeper paths under it are not redirected',
      'converted website/_redirects:4  redirect: /faq/codestructure* → /redux/faq/codestructure/ only: the portal redirects exact paths, so deeper paths under it are not redirected',
      'lost      website/_redirects:5  redirect: /redux/basics/ is redirected by an earlier line, which wins as on Netlify',
      'lost      website/_redirects:6  redirect: /redux/api/store/ is a page of the imported site; a redirect would hide it',
      'converted website/_redirects:7  redirect: /blog/* → /redux/blog/ only: the portal redirects exact paths, so deeper paths under it are not redirected',
      'lost      website/_redirects:8  redirect: /news/:year/* has placeholders or is not a path',
      'lost      website/_redirects:9  redirect: /app/* answers 200, which is not a redirect',
      'lost      website/_redirects:10  redirect: /x depends on conditions (Country=us) the portal does not match',
    ]);
  });
});

describe.skipIf(!existsSync(REDUX))('convertNetlifyRedirects on the redux site', () => {
  it('converts every line of its _redirects, each one accounted for', () => {
    const text = readFileSync(REDUX, 'utf8');
    const { redirects, notes } = convertNetlifyRedirects(text, { ...options, pageRoutes: new Set() });
    const lines = text.split('\n').filter((line) => line.replace(/#.*/, '').trim() !== '').length;
    const lost = notes.filter((note) => note.outcome === 'lost').length;
    expect(redirects.length + lost).toBe(lines);
    expect(redirects.length).toBeGreaterThan(20);
    for (const redirect of redirects) expect(redirect.from).toMatch(/^\/redux\/(?:[^\s#?]*\/)?$/);
  });
});
