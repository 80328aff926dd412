import sharp from 'sharp';
import { checkAvatar, type AvatarProblem } from '../accounts/avatar-image.ts';

/** The side of a stored app avatar, in pixels: square, as apps are shown (spec §4). */
export const APP_AVATAR_SIDE = 256;

/** The largest image decoded, in pixels: a small file can still unpack into a huge bitmap. */
const MAX_INPUT_PIXELS = 4096 * 4096;

/** An app avatar ready to store. */
export interface AppAvatarImage {
  contentType: 'image/webp';
  bytes: Uint8Array;
}

/**
 * The upload re-encoded as a square WebP, or why it is refused. The checks are the account
 * avatar's (empty, over 256 KB, not PNG/JPEG/WebP/GIF by its magic bytes); then the image is
 * decoded and drawn again (first frame, EXIF orientation applied, cropped to the centre), so
 * nothing of the uploaded file but its pixels is ever served: no metadata, no trailing bytes, no
 * polyglot. A file that does not decode is refused as the wrong type.
 */
export async function prepareAppAvatar(
  bytes: Uint8Array,
): Promise<{ ok: true; image: AppAvatarImage } | { ok: false; problem: AvatarProblem }> {
  const checked = checkAvatar(bytes);
  if (!checked.ok) return checked;
  try {
    const encoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(APP_AVATAR_SIDE, APP_AVATAR_SIDE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
    return { ok: true, image: { contentType: 'image/webp', bytes: new Uint8Array(encoded) } };
  } catch {
    return { ok: false, problem: 'avatar-type' };
  }
}
