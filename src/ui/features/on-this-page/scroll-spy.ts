import type { HeadingPosition } from './active-heading.ts';

/** How the spy is given its helpers: printed into an inline script, it cannot import them. */
export interface ScrollSpyParts {
  /** pickActiveHeading (active-heading.ts). */
  pick: (headings: readonly HeadingPosition[], offset: number) => string | undefined;
  /** Height of the sticky header: a heading above this line has been scrolled past. */
  offset: number;
}

/**
 * Marks the link of the level-2 heading being read `aria-current="location"` in the
 * server-rendered list `nav` (and the one a reader follows, at once), watching the headings with
 * an IntersectionObserver over the upper 60 % of the screen. It starts at the very top, so a
 * heading that a jump left under the sticky header still counts as the one being read. Plain DOM
 * with no imports: it runs as the list's printed script, so the list costs no island and no
 * JavaScript file (docs/decisions/0065-page-weight.md). Returns a function that stops it.
 */
export function scrollSpy(nav: Element, { pick, offset }: ScrollSpyParts): () => void {
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const linkOf = new Map(links.map((link) => [decodeURIComponent(link.hash.slice(1)), link]));
  const mark = (id: string | undefined) => {
    for (const [key, link] of linkOf)
      if (key === id) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
  };
  for (const [id, link] of linkOf) link.addEventListener('click', () => mark(id));
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const headings = [...linkOf.keys()]
    .map((id) => document.getElementById(id))
    .filter((element) => element !== null);
  const visible = new Set<string>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) visible.add(entry.target.id);
        else visible.delete(entry.target.id);
      const positions = headings.map((element) => ({
        id: element.id,
        top: element.getBoundingClientRect().top,
        visible: visible.has(element.id),
      }));
      mark(pick(positions, offset));
    },
    { rootMargin: '0px 0px -40% 0px' },
  );
  for (const heading of headings) observer.observe(heading);
  return () => observer.disconnect();
}
