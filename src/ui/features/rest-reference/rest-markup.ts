/**
 * The attributes the REST group page's server HTML carries for the island (README.md, "Markup
 * contract"). The island reads only these; the page's render owns classes and layout.
 */
export const REST_ISLAND_MARKUP = {
  /** On an element around the operations: the URL of the page's on-demand data file. */
  reference: 'data-rest-reference',
  /** A button opening a schema: a JSON pointer into the data file; `aria-controls` names its container. */
  schema: 'data-rest-schema',
  /** A sample language tab: the language; inside `[data-rest-samples="<operation anchor>"]`. */
  samples: 'data-rest-samples',
  sampleLang: 'data-rest-sample-lang',
  /** An example button: a JSON pointer to a RestExample; `aria-controls` names its `<pre>`'s panel. */
  example: 'data-rest-example',
  /** The "Try it" button: the operation's anchor id; `aria-controls` names the panel's container. */
  tryIt: 'data-rest-try-it',
  /**
   * The group renderer's samples block (src/core/rest/README.md "Markup the islands consume"):
   * `data-rest-operation` on the block, `data-rest-sample` (an index into the operation's samples)
   * on each language link; `data-rest-examples` (the operation's anchor) on the link that loads
   * every example.
   */
  operation: 'data-rest-operation',
  sampleIndex: 'data-rest-sample',
  examples: 'data-rest-examples',
  /**
   * On a `data-rest-examples` link of an operation whose body and responses are not on the page
   * (past the page budget): the link shows their schemas too.
   */
  details: 'data-rest-details',
} as const;

/** Every control the island answers, as one selector. */
export const REST_CONTROL_SELECTOR = [
  REST_ISLAND_MARKUP.schema,
  REST_ISLAND_MARKUP.sampleLang,
  REST_ISLAND_MARKUP.example,
  REST_ISLAND_MARKUP.tryIt,
  REST_ISLAND_MARKUP.sampleIndex,
  REST_ISLAND_MARKUP.examples,
]
  .map((attribute) => `[${attribute}]`)
  .join(',');
