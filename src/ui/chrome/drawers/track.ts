import { trackNavigationClick, type NavigationSubject } from '../analytics/navigation-events.ts';

/**
 * Attributes that mark an element for click analytics (spec §7: subject link, button, drawer or
 * avatar). The header island listens once at its root and reports clicks on marked elements
 * ({@link trackClickAt}), so no element needs its own handler. `title` overrides the text sent.
 */
export function tracked(subject: NavigationSubject, id: string, title?: string): Record<string, string> {
  const marks: Record<string, string> = { 'data-track-subject': subject, 'data-track-id': id };
  if (title !== undefined) marks['data-track-title'] = title;
  return marks;
}

/**
 * Reports a click on the nearest marked element around `target`, if any: its subject and id, the
 * href it points to (when a link), its title (the marked title, else its aria-label, else its
 * visible text) and, for drawer triggers, the drawer action the click performs (open or close).
 */
export function trackClickAt(target: EventTarget | null): void {
  if (!(target instanceof Element)) return;
  const marked = target.closest<HTMLElement>('[data-track-subject]');
  if (marked === null) return;
  const href = marked.getAttribute('href') ?? undefined;
  const title = (
    marked.dataset['trackTitle'] ??
    marked.getAttribute('aria-label') ??
    marked.innerText
  ).trim();
  const drawerAction = marked.dataset['trackDrawerAction'];
  trackNavigationClick(marked.dataset['trackSubject'] as NavigationSubject, {
    actionSubjectId: marked.dataset['trackId'] ?? '',
    title,
    ...(href === undefined ? {} : { href }),
    ...(drawerAction === undefined ? {} : { attributes: { drawerAction } }),
  });
}
