/** An SVG's intrinsic size in CSS pixels, when its markup states one. */
export interface SvgSize {
  width: number;
  height: number;
}

const ROOT_TAG = /<svg\b[^>]*>/i;
const LENGTH = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/;

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match === null ? undefined : (match[2] ?? match[3]);
}

function length(value: string | undefined): number | undefined {
  const match = value === undefined ? null : LENGTH.exec(value);
  return match === null ? undefined : Number(match[1]);
}

/**
 * The size of an SVG from its root element: width and height in px (or unitless); else the
 * viewBox's, scaled to the one dimension given. Percentages and other units give no size.
 */
export function svgSize(svg: string): SvgSize | undefined {
  const tag = ROOT_TAG.exec(svg)?.[0];
  if (tag === undefined) return undefined;
  const width = length(attribute(tag, 'width'));
  const height = length(attribute(tag, 'height'));
  const box = attribute(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxWidth = box?.length === 4 ? box[2]! : Number.NaN;
  const boxHeight = box?.length === 4 ? box[3]! : Number.NaN;
  const hasBox = boxWidth > 0 && boxHeight > 0;
  if (width !== undefined && height !== undefined && width > 0 && height > 0) return { width, height };
  if (!hasBox) return undefined;
  if (width !== undefined && width > 0) return { width, height: (width * boxHeight) / boxWidth };
  if (height !== undefined && height > 0) return { width: (height * boxWidth) / boxHeight, height };
  return { width: boxWidth, height: boxHeight };
}
