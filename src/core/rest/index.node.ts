/** Build-side API of the REST reference: everything in index.ts plus the parts that read files. */
export * from './index.ts';
export {
  buildRestPages,
  loadRestReferences,
  type BuildRestPagesOptions,
  type BuildRestPagesResult,
  type RestPackageInput,
  type RestReference,
} from './build-rest-pages.node.ts';
export {
  loadOpenApi,
  loadOpenApiFile,
  parseOpenApi,
  type LoadedOpenApi,
  type LoadOpenApiOptions,
} from './load-openapi.node.ts';
