import type { Translate } from '../../i18n/i18n-context.tsx';
import { attachMediaViewers } from '../media-viewer/index.ts';
import type { articleIslandMessages } from './messages.ts';

/**
 * Hooks the media and PDF viewers (features/media-viewer) onto the article, with their texts in
 * the reader's locale; their dialogs load on first use. Returns the cleanup.
 */
export function attachViewers(root: HTMLElement, t: Translate<typeof articleIslandMessages>): () => void {
  return attachMediaViewers(root, {
    open: (alt) => t('mediaViewer.open', { alt }),
    dialogLabel: t('mediaViewer.dialogLabel'),
    zoomIn: t('mediaViewer.zoomIn'),
    zoomOut: t('mediaViewer.zoomOut'),
    zoomLevel: (percent) => t('mediaViewer.zoomLevel', { percent }),
    close: t('mediaViewer.close'),
    pdfLabel: (name) => t('mediaViewer.pdfLabel', { name }),
    pdfOpen: t('mediaViewer.pdfOpen'),
    opensInNewTab: t('article.opensInNewTab'),
  });
}
