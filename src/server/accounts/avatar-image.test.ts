import { describe, expect, it } from 'vitest';
import { checkAvatar, MAX_AVATAR_BYTES, sniffAvatarType } from './avatar-image.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)));

/** The first bytes of each accepted type (their magic numbers) and of look-alikes that are not. */
const SAMPLES = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], [0, 16], 'JFIF'),
  gif87: bytes('GIF87a', [1, 0, 1, 0]),
  gif89: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 '),
};

describe('sniffAvatarType', () => {
  it('recognises PNG, JPEG, GIF and WebP by their magic bytes', () => {
    expect(sniffAvatarType(SAMPLES.png)).toBe('image/png');
    expect(sniffAvatarType(SAMPLES.jpeg)).toBe('image/jpeg');
    expect(sniffAvatarType(SAMPLES.gif87)).toBe('image/gif');
    expect(sniffAvatarType(SAMPLES.gif89)).toBe('image/gif');
    expect(sniffAvatarType(SAMPLES.webp)).toBe('image/webp');
  });

  it('refuses everything else, however it is named: HTML, SVG, truncated headers, other RIFF files', () => {
    for (const other of [
      bytes('<!doctype html><script>alert(1)</script>'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      bytes([0x89, 0x50, 0x4e, 0x47]),
      bytes([0xff, 0xd8]),
      bytes('GIF90a'),
      bytes('RIFF', [26, 0, 0, 0], 'WAVEfmt '),
      bytes('BM', [0, 0, 0, 0]),
      new Uint8Array(),
    ]) {
      expect(sniffAvatarType(other)).toBeUndefined();
    }
  });
});

describe('checkAvatar', () => {
  it('refuses an empty file, a file over 256 KB and a wrong type, and accepts 256 KB exactly', () => {
    expect(checkAvatar(new Uint8Array())).toEqual({ ok: false, problem: 'avatar-missing' });
    const big = new Uint8Array(MAX_AVATAR_BYTES + 1);
    big.set(SAMPLES.png);
    expect(checkAvatar(big)).toEqual({ ok: false, problem: 'avatar-too-large' });
    expect(checkAvatar(big.subarray(0, MAX_AVATAR_BYTES))).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkAvatar(bytes('hello'))).toEqual({ ok: false, problem: 'avatar-type' });
    expect(MAX_AVATAR_BYTES).toBe(262_144);
  });
});
