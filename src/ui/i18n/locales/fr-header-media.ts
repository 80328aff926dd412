import type { headerSlotMessages } from '../../chrome/site-header/slot-messages.ts';
import type { mediaViewerMessages } from '../../features/media-viewer/messages.ts';

/** French for the header's app switcher and the article media and PDF viewers. */
export const frHeaderMedia: Record<
  keyof typeof headerSlotMessages | keyof typeof mediaViewerMessages,
  string
> = {
  'headerSlots.appSwitcher': 'Applications',
  'mediaViewer.open': 'Agrandir l’image\u00a0: {alt}',
  'mediaViewer.dialogLabel': 'Visionneuse d’images',
  'mediaViewer.zoomIn': 'Zoom avant',
  'mediaViewer.zoomOut': 'Zoom arrière',
  'mediaViewer.zoomLevel': 'Zoom\u00a0: {percent}\u00a0%',
  'mediaViewer.close': 'Fermer',
  'mediaViewer.pdfLabel': 'Visionneuse PDF\u00a0: {name}',
  'mediaViewer.pdfOpen': 'Ouvrir le PDF dans un nouvel onglet',
};
