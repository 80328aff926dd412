import { describe, expect, it } from 'vitest';
import { pdfRequestOf } from './media-request.ts';

const BASE = 'https://developer.example.com/portico/page/';

describe('pdfRequestOf', () => {
  it('takes same-origin PDF links, by path', () => {
    expect(pdfRequestOf('/api/content-file/abc/My%20guide.pdf', BASE)).toEqual({
      kind: 'pdf',
      href: '/api/content-file/abc/My%20guide.pdf',
      name: 'My guide.pdf',
    });
    expect(pdfRequestOf('./files/a.PDF?x=1', BASE)).toMatchObject({ href: '/portico/page/files/a.PDF?x=1' });
  });

  it('leaves other origins and other files to the browser', () => {
    expect(pdfRequestOf('https://elsewhere.example.org/a.pdf', BASE)).toBeUndefined();
    expect(pdfRequestOf('/api/content-file/abc/data.csv', BASE)).toBeUndefined();
    expect(pdfRequestOf('/guide/pdf', BASE)).toBeUndefined();
  });
});
