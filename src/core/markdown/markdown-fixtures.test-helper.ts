/**
 * Shared setup for the markdown tests (not used by the build). The renderer gets the UI's English
 * catalogue, as in the build: tests see the real wording, and fail if the catalogue lacks an id.
 */
import { createMarkdownRenderer } from './renderer.ts';
import { en } from '../../ui/i18n/messages.ts';
import { toRenderMessages, type RenderMessages } from './render-messages.ts';
import type { MarkdownRenderer, RenderContext, RenderResult } from './types.ts';

/** The English catalogue as the renderer reads it (throws if it lacks an id). */
export const testMessages: RenderMessages = toRenderMessages(en);

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
