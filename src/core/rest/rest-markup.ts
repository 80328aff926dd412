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
  /** Wrapper of a group page's article; carries `data-rest-reference` (the data file's URL). */
  groupClass: 'rest-group',
  /** The copyable full URL of an operation. */
  urlClass: 'rest-url',
  /** Removal and experimental notices; also `rest-notice-<removal|experimental>`. */
  noticeClass: 'rest-notice',
  /** The security facts of an operation. */
  securityClass: 'rest-security',
  /** A list of OAuth scopes; `data-state` is the vendor state lower-cased (current, beta). */
  scopesClass: 'rest-scopes',
  /** The "Required" mark of a parameter or property. */
  requiredClass: 'rest-required',
  /** The content types of a body or response, at the start of its schema line. */
  contentTypeClass: 'rest-content-type',
  /** The type line above a schema's rows. */
  schemaHeadClass: 'rest-schema-head',
  /** A reference to a schema the property is inside. */
  circularClass: 'rest-circular',
  /** Button that expands a property (`data-rest-schema` = its pointer in the reference data). */
  expandClass: 'rest-schema-expand',
  /** The paragraph of an operation past the page budget whose link shows its body and responses. */
  briefClass: 'rest-brief',
  /** One response (status, description, headers, schemas). */
  responseClass: 'rest-response',
  /** Link that opens the operation's examples (`data-rest-examples` = operation anchor). */
  loadExamplesClass: 'rest-examples-load',
  /** Code samples of an operation (`data-rest-operation` = its anchor). */
  samplesClass: 'rest-samples',
  sampleTabsClass: 'rest-sample-tabs',
  /** A language tab: a link (`data-rest-sample` = index in the operation's samples). */
  sampleTabClass: 'rest-sample-tab',
  /** The page's section of named schemas, and each schema in it. */
  schemasClass: 'rest-schemas',
  schemaClass: 'rest-schema',
  /** An operation's "Try it" button (`data-rest-try-it` = its anchor; the island adds the panel). */
  tryItClass: 'rest-try-it-open',
  /** The intro page's list of group pages. */
  groupListClass: 'rest-group-list',
} as const;
