import { imageRequestOf, pdfRequestOf, type MediaRequest } from './media-request.ts';
import type { MediaViewerTexts } from './messages.ts';

/** Marks the article images the island made into viewer triggers (and styles their focus). */
export const MEDIA_TRIGGER_ATTRIBUTE = 'data-media-trigger';

// The viewers are off the page's initial JavaScript (spec §2.11): fetched on first use only.
const loadDialogs = () => import('./media-viewer-dialogs.tsx');

/** Whether a click asks for something else than plain activation (new tab, download, menu). */
const modified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Attaches the media viewers to a server-rendered article: every image with alternative text
 * becomes a button (Enter or Space, or a click) that opens it large in the media viewer, and a
 * click on a link to a same-origin PDF opens the PDF viewer instead of leaving the page. The
 * images keep their place and size (no wrapper, so nothing moves). Returns a cleanup function.
 */
export function attachMediaViewers(root: HTMLElement, texts: MediaViewerTexts): () => void {
  const images = [...root.querySelectorAll<HTMLImageElement>('img')].filter(
    // Decorative images (empty alt) say nothing worth enlarging; linked ones already act.
    (img) => img.alt.trim() !== '' && img.closest('a, button, summary') === null,
  );
  for (const img of images) {
    img.setAttribute(MEDIA_TRIGGER_ATTRIBUTE, '');
    img.setAttribute('role', 'button');
    img.setAttribute('aria-haspopup', 'dialog');
    img.setAttribute('aria-label', texts.open(img.alt));
    img.tabIndex = 0;
  }

  let opening = false;
  const open = (request: MediaRequest, trigger: HTMLElement) => {
    if (opening) return;
    opening = true;
    loadDialogs()
      .then(({ openMediaViewer }) => openMediaViewer(request, texts, trigger))
      .catch(() => {
        // The chunk could not load (offline, new deploy): the plain behaviour still works.
        if (request.kind === 'pdf') window.location.assign(request.href);
      })
      .finally(() => {
        opening = false;
      });
  };

  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || modified(event)) return;
    const img = event.target.closest<HTMLImageElement>(`img[${MEDIA_TRIGGER_ATTRIBUTE}]`);
    if (img !== null) {
      open(imageRequestOf(img), img);
      return;
    }
    const link = event.target.closest<HTMLAnchorElement>('a[href]');
    if (link === null || link.hasAttribute('download') || link.target === '_blank') return;
    const request = pdfRequestOf(link.getAttribute('href') ?? '', window.location.href);
    if (request === undefined) return;
    event.preventDefault();
    open(request, link);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    if (!(event.target instanceof HTMLImageElement) || !event.target.hasAttribute(MEDIA_TRIGGER_ATTRIBUTE))
      return;
    event.preventDefault();
    open(imageRequestOf(event.target), event.target);
  };

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    for (const img of images) {
      for (const name of [MEDIA_TRIGGER_ATTRIBUTE, 'role', 'aria-haspopup', 'aria-label', 'tabindex'])
        img.removeAttribute(name);
    }
  };
}
