/**
 * Shared setup for the markdown tests (not used by the build). The core may not import the UI
 * catalogue, so the English strings the renderer needs are repeated here; the UI catalogue's
 * own test checks it provides the same ids.
 */
import { createMarkdownRenderer } from './renderer.ts';
import type { RenderMessages } from './render-messages.ts';
import type { MarkdownRenderer, RenderContext, RenderResult } from './types.ts';

export const testMessages: RenderMessages = {
  'article.copy': 'Copy',
  'article.copyLink': 'Copy link to heading',
  'article.copyLinkLabel': 'Copy link to heading: {heading}',
  'article.opensInNewTab': '(opens in a new tab)',
  'article.footnotes': 'Footnotes',
  'article.footnoteBackReference': 'Back to reference {reference}',
  'article.tabFallback': 'Tab {number}',
  'article.callout.note': 'Note',
  'article.callout.tip': 'Tip',
  'article.callout.important': 'Important',
  'article.callout.warning': 'Warning',
  'article.callout.caution': 'Caution',
};

/** Content files that exist in the test content set, by content-root-relative path. */
export const testFileRoutes = new Map([
  ['packages/demo/content/index.md', '/demo/'],
  ['packages/demo/content/guides/intro.md', '/demo/guides/intro/'],
  ['packages/demo/content/guides/setup.md', '/demo/guides/setup/'],
  ['packages/demo/content/reference/api.md', '/demo/reference/api/'],
]);

/** The context of a page at packages/demo/content/guides/intro.md. */
export function testContext(overrides: Partial<RenderContext> = {}): RenderContext {
  return {
    file: 'packages/demo/content/guides/intro.md',
    route: '/demo/guides/intro/',
    developerHost: 'developer.example.com',
    resolveFileLink: (target) => testFileRoutes.get(target),
    ...overrides,
  };
}

let shared: Promise<MarkdownRenderer> | undefined;

/** One renderer for all tests in a worker: creating Shiki is the slow part. */
export function testRenderer(): Promise<MarkdownRenderer> {
  shared ??= createMarkdownRenderer({ messages: testMessages });
  return shared;
}

/** Renders a source as guides/intro.md. */
export async function renderTest(
  source: string,
  overrides: Partial<RenderContext> = {},
): Promise<RenderResult> {
  return (await testRenderer()).render(source, testContext(overrides));
}
