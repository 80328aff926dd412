import { formatIcu } from '../../core/i18n/icu-format.ts';
import { languageTag, type Locale } from '../../core/i18n/locale.ts';
import { catalogueFor } from '../../ui/i18n/catalogues.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!,
  );

/**
 * The page a browser gets when an authorization request fails before the app's callback can be
 * told (an unknown client, a callback URL the app does not have): a plain document in the
 * reader's locale, with the OAuth error code but never the provider's description (it may echo
 * request input), no script and no style, so the strict CSP needs no exception (decision 0026 §5).
 */
export function oauthErrorPage(locale: Locale, errorCode: string): string {
  const catalogue = catalogueFor(locale);
  const tag = languageTag(locale);
  const code = /^[a-z_]{1,64}$/.test(errorCode) ? errorCode : 'invalid_request';
  return `<!DOCTYPE html>
<html lang="${tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(catalogue['oauthConsent.errorTitle'])}</title>
</head>
<body>
<main>
<h1>${escapeHtml(catalogue['oauthConsent.errorTitle'])}</h1>
<p>${escapeHtml(catalogue['oauthConsent.errorHelp'])}</p>
<p><code>${escapeHtml(formatIcu(catalogue['oauthConsent.errorCode'], { code }, tag))}</code></p>
<p><a href="/">${escapeHtml(catalogue['oauthConsent.home'])}</a></p>
</main>
</body>
</html>
`;
}
