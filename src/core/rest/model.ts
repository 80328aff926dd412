import type { ConnectScopes } from '../../schemas/package.ts';
import type { ConnectScopeRule } from './connect-scope-match.ts';
import type { HttpMethod, JsonObject, OpenApiDocument } from './openapi-document.ts';
import type { RefResolver } from './resolve-ref.ts';

/** What the package's REST source says about the whole reference (spec §3 "REST"). */
export interface RestSourceFlags {
  /** The source's `experimental` flag: the whole API is experimental. */
  experimental: boolean;
  /** The source's `postman` flag: a Postman collection is offered for the API. */
  postman: boolean;
  /** The Connect scopes schema the source names, if any. */
  connectScopes?: ConnectScopes;
  /**
   * That product's `connect-scopes/<product>.yaml` entries: they give the scope of operations
   * without `x-atlassian-connect-scope`.
   */
  connectRules?: readonly ConnectScopeRule[];
}

/**
 * The REST reference model of one OpenAPI document (spec §3 "API operation group"). It keeps the
 * source objects (`source`, `schema`) next to the fields the pages use today, so the interactive
 * reference can read examples, security or nested schemas later without a second parse.
 */
export interface RestApi {
  title: string;
  /** `info.version` of the document (not the REST version of the package source). */
  version: string;
  /** Markdown. */
  description: string;
  servers: ApiServer[];
  /** Security schemes of `components.securitySchemes` by name, `$ref`s followed. */
  securitySchemes: Readonly<Record<string, JsonObject>>;
  /** The document's `security` requirements (alternatives), as written; empty: none declared. */
  security: readonly JsonObject[];
  /** The package source's flags (all off when the model was built without a source). */
  flags: RestSourceFlags;
  /** In order: declared tags, then undeclared tags as first used, then path-segment groups. */
  groups: ApiOperationGroup[];
  /** OpenAPI 3.0 or 3.1, bundled: every `$ref` is local (`#/components/...`). */
  document: OpenApiDocument;
  resolver: RefResolver;
}

/** A server variable (OpenAPI server variable object). */
export interface ApiServerVariable {
  default: string;
  enum?: string[];
  /** Markdown. */
  description: string;
}

export interface ApiServer {
  /** As written, e.g. `https://{site}.example.com/rest`. */
  url: string;
  /** Markdown. */
  description: string;
  variables: Readonly<Record<string, ApiServerVariable>>;
}

/** An API operation group: the operations of one tag, or of one first path segment. */
export interface ApiOperationGroup {
  /** The tag's `x-displayName`, else its name; for path-segment groups, the segment. */
  title: string;
  /** The tag name (or path segment) the group stands for, as operations write it. */
  name: string;
  /** Unique within the API; the group page is `api-group-<slug>/`. */
  slug: string;
  /** Markdown, from the document's `tags` entry. */
  description: string;
  /** False for groups made from the first path segment of untagged operations. */
  fromTag: boolean;
  operations: ApiOperation[];
}

/** One operation (path + method) with the fields of the OpenAPI operation object we show. */
export interface ApiOperation {
  path: string;
  method: HttpMethod;
  /** The `summary`, or the generated one (see generatedSummary) when the spec has none. */
  summary: string;
  /** True when `summary` was generated. */
  summaryGenerated: boolean;
  /** Markdown. */
  description: string;
  deprecated: boolean;
  /** `x-experimental`. */
  experimental: boolean;
  /** `x-preview`. */
  preview: boolean;
  /**
   * The security requirements that apply: the operation's `security`, else the document's (an
   * empty list means no authentication). Each alternative maps scheme names to scopes.
   */
  security: readonly JsonObject[];
  operationId?: string;
  tags: string[];
  /** Path-item parameters merged with the operation's own (the operation's win), refs followed. */
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  /** Element id of the operation on its group page, unique on that page. */
  anchorId: string;
  /** The operation object as written (refs not followed). */
  source: JsonObject;
}

export interface ApiParameter {
  name: string;
  /** path, query, header or cookie. */
  in: string;
  /** Markdown. */
  description: string;
  required: boolean;
  deprecated: boolean;
  /** The parameter's schema as written (may be a `$ref`), from `schema` or its first `content` entry. */
  schema?: unknown;
}

export interface ApiMediaType {
  contentType: string;
  /** As written (may be a `$ref`). */
  schema?: unknown;
}

export interface ApiRequestBody {
  /** Markdown. */
  description: string;
  required: boolean;
  content: ApiMediaType[];
}

export interface ApiResponse {
  /** '200', '4XX' or 'default'. */
  status: string;
  /** Markdown. */
  description: string;
  content: ApiMediaType[];
}
