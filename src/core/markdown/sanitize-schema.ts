import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { MARKER_PROPERTY } from './markers.ts';

const base = defaultSchema.attributes ?? {};

/**
 * GitHub's sanitising rules (no script, no iframe, no event handlers, no javascript: URLs),
 * changed only where the portal needs it:
 * - the marker attribute that carries trusted structure (see markers.ts) is allowed;
 * - ids are kept as written, not prefixed with 'user-content-', so `[x](#name)` links to
 *   author anchors work without script. `name` is allowed only on `<a>` (legacy anchors):
 *   on other elements it can clobber `document` properties;
 * - the content of style, template and frame-like elements is dropped, not shown as text;
 * - the footnotes label uses the portal's visually-hidden class.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
  strip: [
    'script',
    'style',
    'template',
    'iframe',
    'frame',
    'frameset',
    'noembed',
    'noframes',
    'textarea',
    'title',
    'xmp',
  ],
  attributes: {
    ...base,
    a: [...(base['a'] ?? []), 'name'],
    h2: [['className', 'visually-hidden']],
    '*': [...(base['*'] ?? []).filter((attribute) => attribute !== 'name'), MARKER_PROPERTY],
  },
};
