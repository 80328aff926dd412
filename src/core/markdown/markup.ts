/**
 * The markup contract between the build-time renderer and the browser island
 * (src/ui/features/article). Both sides import these names, so they cannot drift apart.
 */
export const MARKUP = {
  /** Attribute on the element that wraps the article HTML in the page shell. */
  rootAttribute: 'data-article-root',
  /** Class on the wrapper that scopes the prose styles (src/ui/features/article/article.css). */
  rootClass: 'article-body',

  headingAnchorClass: 'heading-anchor',
  /** Wraps a heading and its copy-link button, which stays outside the heading's name. */
  headingWrapperClass: 'heading-wrapper',
  headingAnchorSmallClass: 'heading-anchor-small',
  /** On the anchor button: the heading id to link to. */
  anchorAttribute: 'data-anchor',
  /** On the anchor button: the tooltip text the CSS shows (the island swaps it). */
  tooltipAttribute: 'data-tooltip',
  /** On the anchor button: 'copied' or 'failed' while a result shows. */
  stateAttribute: 'data-state',

  codeBlockClass: 'code-block',
  codeTitleClass: 'code-block-title',
  codeCopyClass: 'code-copy',
  /** On a code block shown as a terminal window (shell languages, `frame="terminal"`). */
  codeTerminalClass: 'code-frame-terminal',
  /** On a code block with a title shown as an editor tab (`frame="code"` or auto). */
  codeEditorClass: 'code-frame-editor',
  /** On the copy button of a code block. */
  copyCodeAttribute: 'data-copy-code',
  /** On the `<pre>` of a block whose lines show their numbers (`data-line` on each line). */
  codeLineNumbersClass: 'has-line-numbers',
  /** On the `<pre>` of a block whose +/- signs are not in the code: the gutter shows them. */
  codeDiffGlyphsClass: 'has-diff-glyphs',
  /** A collapsed section of a code block: `<details>` with a `<summary>` that is not code. */
  codeCollapseClass: 'code-collapse',
  /** An empty element inside a heading that carries one more id the heading answers to. */
  headingAliasClass: 'heading-alias',

  tabsClass: 'tabs',
  tabListClass: 'tabs-list',
  tabClass: 'tabs-tab',
  tabPanelClass: 'tabs-panel',
  /** On a tab group: its stable id, written to the URL as `tabId`. */
  tabsIdAttribute: 'data-tabs-id',
  /** On a tab: its lower-cased title, written to the URL as `tab`. */
  tabKeyAttribute: 'data-tab',
  /**
   * On a tab group with a sync key (Docusaurus `groupId`, Starlight `syncKey`): choosing a tab
   * chooses the tab of the same key in every group of the page with the same value.
   */
  tabsGroupAttribute: 'data-tabs-group',

  calloutClass: 'callout',
  calloutTitleClass: 'callout-title',

  externalLinkClass: 'external-link',
  followIconClass: 'follow-icon',
  visuallyHiddenClass: 'visually-hidden',
} as const;

/** URL query parameters that record the selected tab (spec §2.11). */
export const TAB_QUERY = { id: 'tabId', tab: 'tab' } as const;
