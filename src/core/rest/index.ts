/** Public API of the REST reference (see README.md). */
export { buildRestApi } from './build-model.ts';
export { operationAnchorBase, restSlug } from './anchor-ids.ts';
export { generatedSummary } from './labels.ts';
export { deriveMenuItems, menuItemHref, type DerivedMenuItem } from './menu-items.ts';
export { DEFAULT_LINT, lintSeverities } from './lint-rules.ts';
export {
  restReferenceSummary,
  sortRestReferenceSummaries,
  toRestReferenceSummary,
  type RestReferenceParts,
} from './reference-summary.ts';
export type {
  ApiMediaType,
  ApiOperation,
  ApiOperationGroup,
  ApiParameter,
  ApiRequestBody,
  ApiResponse,
  ApiServer,
  ApiServerVariable,
  RestApi,
  RestSourceFlags,
} from './model.ts';
export {
  HTTP_METHODS,
  OpenApiDocumentSchema,
  type HttpMethod,
  type OpenApiDocument,
} from './openapi-document.ts';
export { renderRestPages, type RestPages, type RestPagesInput } from './render-pages.ts';
export { REST_MARKUP } from './rest-markup.ts';
export { REST_MESSAGE_IDS, type RestMessages } from './rest-messages.ts';
export {
  groupItemId,
  groupRoute,
  INTRO_IDS,
  introRoute,
  REST_SEGMENT,
  restBasePath,
  restRoutes,
  versionLabel,
  type RestLocation,
  type RestRoute,
} from './routes.ts';
export { summariseSchema, schemaTypeLabel, type SchemaSummary } from './schema-summary.ts';
export {
  menuItemFlags,
  referenceForNavUrl,
  referenceOfRoute,
  restNavTree,
  restRootOf,
  restVersionLinks,
  toNavOperation,
  type RestNavFlag,
  type RestNavGroup,
  type RestNavOperation,
  type RestNavTree,
  type RestVersionLink,
} from './rest-nav.ts';
