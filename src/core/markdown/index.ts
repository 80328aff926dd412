/** Public API of the markdown pipeline. */
export { createMarkdownRenderer } from './renderer.ts';
export { fenceLanguages } from './fence-languages.ts';
export { DEFAULT_LANGUAGES } from './highlighter.ts';
export { splitFrontMatter } from './front-matter.ts';
export { slugify } from './heading-ids.ts';
export { MARKUP, TAB_QUERY } from './markup.ts';
export { fillMessage, RENDER_MESSAGE_IDS, type RenderMessages } from './render-messages.ts';
export type { AssetLookup, AssetReference, AssetTarget } from './asset-references.ts';
export type {
  MarkdownRenderer,
  MarkdownRendererOptions,
  RenderContext,
  RenderedHeading,
  RenderOptions,
  RenderResult,
} from './types.ts';
