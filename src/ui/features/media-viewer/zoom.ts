/** Zoom levels of the media viewer, as factors of the image's fitted size. */
export const ZOOM_LEVELS: readonly number[] = [0.5, 0.75, 1, 1.5, 2, 3, 4];

/** The index of the fitted size (100 %), where the viewer opens. */
export const FIT_INDEX = ZOOM_LEVELS.indexOf(1);

/** The next zoom index in `direction` (+1 in, -1 out), kept within the levels. */
export function stepZoom(index: number, direction: 1 | -1): number {
  return Math.min(ZOOM_LEVELS.length - 1, Math.max(0, index + direction));
}

/** The zoom step a key asks for: + or = zooms in, - or _ zooms out; 0 for any other key. */
export function zoomKey(key: string): 1 | -1 | 0 {
  if (key === '+' || key === '=') return 1;
  if (key === '-' || key === '_') return -1;
  return 0;
}
