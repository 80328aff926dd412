/**
 * Class names of the generated REST pages, for the article styles (src/ui/features/article). The pages
 * also use the shared article markup (heading anchor buttons, MARKUP in src/core/markdown).
 */
export const REST_MARKUP = {
  /** On the `<section>` around one operation. */
  operationClass: 'rest-operation',
  /** The operation's label (summary) inside its h2. */
  operationLabelClass: 'rest-operation-label',
  /** The method badge and path inside an operation's h2. */
  endpointClass: 'rest-endpoint',
  /** The method badge; also `rest-method-<method>` (get, post, put, delete, patch, …). */
  methodClass: 'rest-method',
  pathClass: 'rest-path',
  /** The list of markers (deprecated, experimental, preview). */
  flagsClass: 'rest-flags',
  /** A marker; also `rest-flag-<deprecated|experimental|preview>`. */
  flagClass: 'rest-flag',
  /** Tables of parameters, body properties and responses. */
  tableClass: 'rest-table',
  /** Definition lists of facts (content type, schema, version). */
  factsClass: 'rest-facts',
  /** The intro page's list of group pages. */
  groupListClass: 'rest-group-list',
} as const;
