import { createRoot } from 'react-dom/client';
import { ImageViewer } from './image-viewer.tsx';
import type { MediaRequest } from './media-request.ts';
import type { MediaViewerTexts } from './messages.ts';
import { PdfViewer } from './pdf-viewer.tsx';

/**
 * The lazily loaded entry of the viewers: mounts the viewer for `request` in a root of its own at
 * the end of the body, and on close removes it and puts focus back on `trigger` (the image or
 * the link that opened it).
 */
export function openMediaViewer(request: MediaRequest, texts: MediaViewerTexts, trigger: HTMLElement): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
    trigger.focus();
  };
  root.render(
    request.kind === 'image' ? (
      <ImageViewer image={request} texts={texts} onClose={close} />
    ) : (
      <PdfViewer pdf={request} texts={texts} onClose={close} />
    ),
  );
}
