/** What a viewer shows: an article image, or a PDF the article links to. */
export type MediaRequest =
  | { kind: 'image'; src: string; alt: string; width: number; height: number }
  | { kind: 'pdf'; href: string; name: string };

const PDF_PATH = /\.pdf$/i;

/**
 * The PDF viewer request of a link, or undefined when the link is not a same-origin PDF: only
 * those can be framed (CSP frame-src 'self'); a PDF elsewhere stays an ordinary link.
 */
export function pdfRequestOf(href: string, base: string): MediaRequest | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(base).origin || !PDF_PATH.test(url.pathname)) return undefined;
  const name = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  return { kind: 'pdf', href: url.pathname + url.search, name };
}

/** The image viewer request of an article image: its full-size source, not the variant shown. */
export function imageRequestOf(img: HTMLImageElement): MediaRequest {
  return {
    kind: 'image',
    src: img.getAttribute('src') ?? img.currentSrc,
    alt: img.alt,
    width: img.naturalWidth || img.width,
    height: img.naturalHeight || img.height,
  };
}
