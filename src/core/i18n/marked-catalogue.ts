import { markTemplate } from './message-marks.ts';
import { argumentNames } from './icu-format.ts';

/**
 * A catalogue with the same ids whose messages are mark templates made with `nonce`
 * (src/core/i18n/message-marks.ts): what the content build passes to its renderers instead of
 * English. The build turns the marks into message slots of the stored pages, which the server
 * fills in the reader's locale (src/server/content/localized-page.ts), so pages are neither
 * rendered once per locale nor sent twice.
 */
export function markedCatalogue(
  catalogue: Readonly<Record<string, string>>,
  nonce: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, message] of Object.entries(catalogue))
    out[id] = markTemplate(id, argumentNames(message), nonce);
  return out;
}
