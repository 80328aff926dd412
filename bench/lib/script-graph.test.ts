import { describe, expect, it } from 'vitest';
import {
  islandLoads,
  mediaLoads,
  mediaMatches,
  moduleClosure,
  parsePageScripts,
  staticImports,
} from './script-graph.ts';

const PAGE = 'http://127.0.0.1:3000/docs/page/';

describe('script graph', () => {
  it('finds scripts, module preloads, islands and inline JavaScript, but not JSON scripts', () => {
    const html = [
      '<script type="module" src="/_astro/a.js"></script>',
      '<link rel="modulepreload" href="/_astro/b.js"><link rel="stylesheet" href="/x.css">',
      '<script>(()=>{self.Astro={}})()</script>',
      '<script type="speculationrules">{"prerender":[]}</script>',
      '<script type="application/ld+json">{}</script>',
      '<astro-island uid="1" component-url="/_astro/nav.js" renderer-url="/_astro/client.js" client="idle"',
      ' opts="{&quot;name&quot;:&quot;Nav&quot;,&quot;value&quot;:true}"></astro-island>',
      '<astro-island uid="2" component-url="/_astro/toc.js" renderer-url="/_astro/client.js" client="media"',
      ' opts="{&quot;name&quot;:&quot;Toc&quot;,&quot;value&quot;:&quot;(min-width: 1281px)&quot;}"></astro-island>',
    ].join('');
    const scripts = parsePageScripts(html, PAGE);
    expect(scripts.external).toEqual([
      'http://127.0.0.1:3000/_astro/a.js',
      'http://127.0.0.1:3000/_astro/b.js',
    ]);
    expect(scripts.inline).toEqual(['(()=>{self.Astro={}})()']);
    expect(scripts.islands.map((i) => [i.name, i.client, i.media])).toEqual([
      ['Nav', 'idle', undefined],
      ['Toc', 'media', '(min-width: 1281px)'],
    ]);
    expect(scripts.islands.map((i) => islandLoads(i, 1280))).toEqual([true, false]);
    expect(scripts.islands.map((i) => islandLoads(i, 1440))).toEqual([true, true]);
  });

  it('evaluates width media queries and treats unknown ones as matching', () => {
    expect(mediaMatches('(max-width: 640px)', 375)).toBe(true);
    expect(mediaMatches('(min-width: 641px) and (max-width: 1280px)', 375)).toBe(false);
    expect(mediaMatches('(prefers-reduced-motion: reduce)', 375)).toBe(true);
  });

  it('finds what an inline loader imports at a media query, unless it waits for a scroll', () => {
    const loader =
      '(function(e,i){function a(){e.matches&&(e.removeEventListener("change",a),import(i))}a()})' +
      '(matchMedia("(min-width: 1281px)"),"/api/page-scripts/scroll-spy.e8a17fda4a0b.js");';
    expect(mediaLoads(loader)).toEqual([
      { media: '(min-width: 1281px)', specifier: '/api/page-scripts/scroll-spy.e8a17fda4a0b.js' },
    ]);
    expect(mediaLoads('import("/x.js")')).toEqual([]);
    const onScroll =
      '(function(w,m,u){function l(){}w.addEventListener("scroll",l,{passive:true});l()})' +
      '(window,matchMedia("(min-width: 1281px)"),"/api/page-scripts/scroll-spy.e8a17fda4a0b.js");';
    expect(mediaLoads(onScroll)).toEqual([]);
  });

  it('follows static imports and re-exports, not dynamic import()', () => {
    const code = 'import{t as e}from"./react.js";import"./side.js";export{x}from"./x.js";import("./lazy.js")';
    expect(staticImports(code)).toEqual(['./react.js', './side.js', './x.js']);
  });

  it('counts each file of the module graph once', async () => {
    const files: Record<string, string> = {
      'http://h/a.js': 'import"./b.js";import"./c.js";',
      'http://h/b.js': 'import"./c.js";',
      'http://h/c.js': 'export const c=1;',
    };
    const fetched: string[] = [];
    const closure = await moduleClosure(['http://h/a.js', 'http://h/b.js'], async (url) => {
      fetched.push(url);
      return files[url]!;
    });
    expect([...closure.keys()].sort()).toEqual(['http://h/a.js', 'http://h/b.js', 'http://h/c.js']);
    expect(fetched.sort()).toEqual(['http://h/a.js', 'http://h/b.js', 'http://h/c.js']);
    expect(closure.get('http://h/c.js')!.rawBytes).toBe(17);
  });
});
