import { pickActiveHeading } from './active-heading.ts';
import { scrollSpy } from './scroll-spy.ts';

/** Height of the sticky header: a heading above this line has been scrolled past. */
export const HEADER_OFFSET_PX = 68;

/** Where the on-this-page column shows (docs-page-layout.module.css); narrower, it is hidden. */
export const ON_THIS_PAGE_MEDIA = '(min-width: 1281px)';

/**
 * The highlighter as a script file of its own (served from /api/page-scripts/): it finds the
 * page's on-this-page list and runs {@link scrollSpy} on it. The functions' own source is
 * printed, so the file and the unit-tested code are the same.
 */
export const SCROLL_SPY_MODULE = `(function(){var pick=${pickActiveHeading.toString()};var scrollSpy=${scrollSpy.toString()};var nav=document.querySelector('[data-testid="on-this-page"]');if(nav)scrollSpy(nav,{pick:pick,offset:${HEADER_OFFSET_PX}})})()`;

/**
 * The script printed after the list (with the page's nonce): it loads the highlighter at `path`
 * once the list shows (a wide screen, now or after a resize) and the reader has moved off the
 * top of the page (a scroll, a followed heading link, a deep link or a restored position), which
 * is when there is a heading to highlight. Phones and laptops, which show the list folded at the
 * top instead, load nothing, and no screen loads it before the reader acts, as the islands that
 * wait for an interaction.
 */
export const scrollSpyLoader = (path: string): string =>
  `(function(w,m,u){function l(){if(m.matches&&(w.scrollY>0||location.hash)){w.removeEventListener("scroll",l);m.removeEventListener("change",l);import(u)}}w.addEventListener("scroll",l,{passive:true});m.addEventListener("change",l);l()})(window,matchMedia(${JSON.stringify(ON_THIS_PAGE_MEDIA)}),${JSON.stringify(path)})`;
