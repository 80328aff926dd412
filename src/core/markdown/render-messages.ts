/**
 * UI strings the renderer writes into the article HTML. The core cannot import the UI message
 * catalogue, so it names the ids it needs; the build passes the catalogue (`en` from
 * src/ui/i18n/messages.ts), which has these ids among others.
 */
export interface RenderMessages {
  /** Code block copy button. */
  readonly 'article.copy': string;
  /** Anchor button tooltip, 'Copy link to heading'. */
  readonly 'article.copyLink': string;
  /** Anchor button accessible name, with `{heading}`. */
  readonly 'article.copyLinkLabel': string;
  /** Visually hidden text after an external link. */
  readonly 'article.opensInNewTab': string;
  /** Heading of the footnotes section (visually hidden). */
  readonly 'article.footnotes': string;
  /** Accessible name of a footnote back-reference, with `{reference}`. */
  readonly 'article.footnoteBackReference': string;
  /** Title of a tab without one, with `{number}`. */
  readonly 'article.tabFallback': string;
  readonly 'article.callout.note': string;
  readonly 'article.callout.tip': string;
  readonly 'article.callout.important': string;
  readonly 'article.callout.warning': string;
  readonly 'article.callout.caution': string;
}

/** Replaces `{name}` placeholders; unknown placeholders stay as written. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
