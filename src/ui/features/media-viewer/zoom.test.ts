import { describe, expect, it } from 'vitest';
import { FIT_INDEX, stepZoom, ZOOM_LEVELS, zoomKey } from './zoom.ts';

describe('media viewer zoom', () => {
  it('opens at the fitted size and stays within the levels', () => {
    expect(ZOOM_LEVELS[FIT_INDEX]).toBe(1);
    expect(stepZoom(FIT_INDEX, 1)).toBe(FIT_INDEX + 1);
    expect(stepZoom(0, -1)).toBe(0);
    expect(stepZoom(ZOOM_LEVELS.length - 1, 1)).toBe(ZOOM_LEVELS.length - 1);
  });

  it('reads + and = as in, - and _ as out, anything else as no step', () => {
    expect(['+', '=', '-', '_', 'a', 'Escape'].map(zoomKey)).toEqual([1, 1, -1, -1, 0, 0]);
  });
});
