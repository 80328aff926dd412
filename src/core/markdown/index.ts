/** Public API of the markdown pipeline. */
export { createMarkdownRenderer } from './renderer.ts';
export { fenceLanguages } from './fence-languages.ts';
export { componentLanguages } from './component-languages.ts';
export { parseCodeMeta, type CodeMeta } from './code-meta.ts';
export { planCode, type CodePlan, type LineMark } from './code-plan.ts';
export { DEFAULT_LANGUAGES } from './highlighter.ts';
export { splitFrontMatter } from './front-matter.ts';
export { slugify } from './heading-ids.ts';
export { MARKUP, TAB_QUERY } from './markup.ts';
export { MarkdownSourceError } from './mdx-options.ts';
export { partialFilesOf } from './partials.ts';
export { ADMONITION_TYPES } from './admonitions.ts';
export { COMPONENTS as MDX_COMPONENTS } from './mdx-components.ts';
export { fillMessage, RENDER_MESSAGE_IDS, type RenderMessages } from './render-messages.ts';
export type { AssetLookup, AssetReference, AssetTarget } from './asset-references.ts';
export type {
  MarkdownRenderer,
  MarkdownRendererOptions,
  MdxRenderOptions,
  RenderContext,
  RenderedHeading,
  RenderOptions,
  RenderResult,
  RenderWarning,
} from './types.ts';
export type { PartialSource, UnknownComponentPolicy } from './mdx-options.ts';
