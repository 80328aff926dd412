/** UI strings of the article media viewer and PDF viewer, shown by the article island. */
export const mediaViewerMessages = {
  'mediaViewer.open': 'Enlarge image: {alt}',
  'mediaViewer.dialogLabel': 'Image viewer',
  'mediaViewer.zoomIn': 'Zoom in',
  'mediaViewer.zoomOut': 'Zoom out',
  'mediaViewer.zoomLevel': 'Zoom: {percent}%',
  'mediaViewer.close': 'Close',
  'mediaViewer.pdfLabel': 'PDF viewer: {name}',
  'mediaViewer.pdfOpen': 'Open the PDF in a new tab',
} as const;

/** The texts the viewers show, resolved in the reader's locale by the island. */
export interface MediaViewerTexts {
  /** The image trigger's name; `{alt}` is the image's alternative text. */
  open: (alt: string) => string;
  dialogLabel: string;
  zoomIn: string;
  zoomOut: string;
  zoomLevel: (percent: number) => string;
  close: string;
  pdfLabel: (name: string) => string;
  pdfOpen: string;
  opensInNewTab: string;
}
