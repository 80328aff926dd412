/** The largest avatar accepted, in bytes (256 KB). */
export const MAX_AVATAR_BYTES = 256 * 1024;

/** The image types an avatar may have. SVG is not one: it can carry script. */
export type AvatarContentType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * The image type the file's first bytes (its magic number) announce, or undefined when they are
 * none of PNG, JPEG, WebP or GIF. The browser's declared content type and the file name are never
 * trusted: a renamed HTML file stays HTML.
 */
export function sniffAvatarType(bytes: Uint8Array): AvatarContentType | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  return undefined;
}

/** Why an uploaded avatar was refused. */
export type AvatarProblem = 'avatar-missing' | 'avatar-too-large' | 'avatar-type';

/** The checked image, or why it is refused: empty, over 256 KB, or not one of the four types. */
export function checkAvatar(
  bytes: Uint8Array,
): { ok: true; contentType: AvatarContentType } | { ok: false; problem: AvatarProblem } {
  if (bytes.length === 0) return { ok: false, problem: 'avatar-missing' };
  if (bytes.length > MAX_AVATAR_BYTES) return { ok: false, problem: 'avatar-too-large' };
  const contentType = sniffAvatarType(bytes);
  return contentType === undefined ? { ok: false, problem: 'avatar-type' } : { ok: true, contentType };
}
