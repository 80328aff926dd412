/**
 * Makes the page behind a modal inert. Trapping Tab is not enough: a screen reader's virtual
 * cursor and other ways to move (headings lists, find in page) still reach the page behind a
 * `role="dialog"` element, and `aria-modal` is not honoured everywhere. A native `<dialog>` opened
 * with showModal() gets this from the browser; a modal built from other elements calls
 * {@link inertOutside} while it is open.
 */

/** How many open modals hold each element inert: nested holds release in any order. */
const holds = new WeakMap<Element, number>();

/**
 * Sets `inert` on everything in the document except the `keep` elements, their descendants and
 * their ancestors: on each sibling of a kept element and of each of its ancestors up to `<body>`.
 * Elements that were already inert for another reason are left alone. Returns the function that
 * undoes it (calling it again does nothing).
 *
 * Keep the modal, and its overlay when a press on the overlay must still close it: an inert
 * element takes no pointer events.
 */
export function inertOutside(...keep: readonly Element[]): () => void {
  const first = keep[0];
  if (first === undefined) return () => undefined;
  const body = first.ownerDocument.body;
  // Kept elements and their ancestors below <body>: the way to the modal stays live.
  const path = new Set<Element>();
  for (const element of keep)
    for (let node: Element | null = element; node !== null && node !== body; node = node.parentElement)
      path.add(node);
  const kept = (element: Element) => keep.some((live) => live !== element && live.contains(element));
  const outside = new Set<Element>();
  for (const node of path) {
    if (kept(node)) continue;
    for (const sibling of node.parentElement?.children ?? []) if (!path.has(sibling)) outside.add(sibling);
  }

  const held: Element[] = [];
  for (const element of outside) {
    const count = holds.get(element);
    if (count === undefined && element.hasAttribute('inert')) continue;
    holds.set(element, (count ?? 0) + 1);
    element.setAttribute('inert', '');
    held.push(element);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const element of held) {
      const count = (holds.get(element) ?? 1) - 1;
      if (count > 0) {
        holds.set(element, count);
        continue;
      }
      holds.delete(element);
      element.removeAttribute('inert');
    }
  };
}
