import type { HttpMethod } from './openapi-document.ts';

/**
 * The on-demand data of one REST group page (decision 0030 §6): everything the page does not inline
 * and the islands need when a reader opens a nested schema level, another example, a code sample
 * language or "Try it". The build writes one such JSON file per group page, content-hashed, served
 * under the same access policy as the page; the page names its URL in `data-rest-reference`.
 *
 * This is a contract between the build (producer) and the browser islands (consumers): change it
 * only together with both, and bump `REST_REFERENCE_DATA_VERSION` when a field changes meaning.
 */
export const REST_REFERENCE_DATA_VERSION = 1;

/** A JSON Schema object as the bundled spec writes it; local `$ref`s are kept, never followed. */
export type JsonSchemaObject = Readonly<Record<string, unknown>>;

/** One group page's data file. */
export interface RestReferenceData {
  version: typeof REST_REFERENCE_DATA_VERSION;
  /**
   * The closure of named schemas the page's operations use, keyed by component name. Refs inside
   * stay as `#/components/schemas/<Name>`; a tree resolves them lazily, so cycles never recurse.
   */
  schemas: Readonly<Record<string, JsonSchemaObject>>;
  /** Keyed by the operation's anchor id on the page (ApiOperation.anchorId). */
  operations: Readonly<Record<string, RestOperationData>>;
}

/** A server of the spec, with its variables (OpenAPI server object). */
export interface RestServerData {
  /** As written, e.g. `https://{your-domain}/wiki/api/v2`. */
  url: string;
  description: string;
  variables: Readonly<Record<string, { default: string; enum?: readonly string[]; description: string }>>;
}

/** A named example of a media type, a parameter or a schema; `value` is JSON or a string. */
export interface RestExample {
  name: string;
  summary: string;
  value: unknown;
  /** True when generated from the schema (no example in the spec). */
  generated: boolean;
}

/** One media type of a request body or a response. */
export interface RestMediaTypeData {
  contentType: string;
  schema?: JsonSchemaObject;
  examples: readonly RestExample[];
}

/** Everything about one operation that an island may need. */
export interface RestOperationData {
  method: HttpMethod;
  /** As written, e.g. `/rest/api/3/issue/{issueIdOrKey}`. */
  path: string;
  /** The operation's servers, else the path item's, else the document's. */
  servers: readonly RestServerData[];
  parameters: readonly {
    name: string;
    in: 'path' | 'query' | 'header' | 'cookie';
    required: boolean;
    /** Plain text (markdown source); the HTML is on the page. */
    description: string;
    schema?: JsonSchemaObject;
    example?: unknown;
  }[];
  requestBody?: {
    required: boolean;
    /** Plain text (markdown source); empty when the spec has none. */
    description: string;
    content: readonly RestMediaTypeData[];
  };
  responses: readonly {
    status: string;
    /** Plain text (markdown source); empty when the spec has none. */
    description: string;
    content: readonly RestMediaTypeData[];
    headers: readonly { name: string; description: string; schema?: JsonSchemaObject }[];
  }[];
  /**
   * Security requirement alternatives (OpenAPI `security`, the operation's or the document's):
   * each alternative lists schemes that apply together. Empty: no authentication.
   */
  security: readonly (readonly {
    scheme: string;
    /** http, apiKey, oauth2, openIdConnect, mutualTLS. */
    type: string;
    /** For http: bearer, basic. */
    httpScheme?: string;
    /** For apiKey: where and under which name. */
    apiKey?: { in: 'query' | 'header' | 'cookie'; name: string };
    scopes: readonly string[];
  }[])[];
  /** Code samples, `x-codeSamples` first; `lang` is curl, javascript, python, java or the spec's. */
  samples: readonly { lang: string; label: string; source: string }[];
  /**
   * Whether "Try it" can send this request from a browser on this portal, decided at build time
   * from the servers and the configured origins; `reason` is a message id when it cannot.
   */
  tryIt: { allowed: boolean; origins: readonly string[]; reason?: string };
}
