import { describe, expect, it } from 'vitest';
import { svgSize } from './svg-size.ts';

describe('svgSize', () => {
  it('reads width and height in px or unitless', () => {
    expect(svgSize('<svg width="120" height="80px" viewBox="0 0 12 8">')).toEqual({ width: 120, height: 80 });
  });

  it('takes the viewBox, scaled to a single given dimension', () => {
    expect(
      svgSize("<?xml version='1.0'?><svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 200'>"),
    ).toEqual({
      width: 400,
      height: 200,
    });
    expect(svgSize('<svg viewBox="0,0,400,200" width="100">')).toEqual({ width: 100, height: 50 });
    expect(svgSize('<svg viewBox="0 0 400 200" height="100">')).toEqual({ width: 200, height: 100 });
  });

  it('gives no size for relative units or a missing root', () => {
    expect(svgSize('<svg width="100%" height="50%">')).toBeUndefined();
    expect(svgSize('<svg width="10em" viewBox="0 0 4">')).toBeUndefined();
    expect(svgSize('<html></html>')).toBeUndefined();
  });
});
