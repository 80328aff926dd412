/** Where a level-2 heading is, as measured when the observer reports. */
export interface HeadingPosition {
  id: string;
  /** Distance of the heading's top from the viewport top, in px. */
  top: number;
  /** Whether the heading is inside the observed band of the viewport. */
  visible: boolean;
}

/**
 * The heading to highlight, given the headings in document order: the first one in view; when
 * none is in view (a long section fills the screen), the last one already scrolled past `offset`
 * (the sticky header's height); before the first heading, none.
 */
export function pickActiveHeading(headings: readonly HeadingPosition[], offset: number): string | undefined {
  const inView = headings.find((heading) => heading.visible);
  if (inView !== undefined) return inView.id;
  return headings.findLast((heading) => heading.top < offset)?.id;
}
