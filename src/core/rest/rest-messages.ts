import { RENDER_MESSAGE_IDS, type RenderMessages } from '../markdown/render-messages.ts';

/**
 * UI strings written into the REST pages. As with the markdown renderer, the core names the ids
 * and the build passes the UI catalogue (`en` of src/ui/i18n/messages.ts), which must have them.
 */
export type RestMessages = RenderMessages & {
  readonly 'rest.parameters': string;
  readonly 'rest.requestBody': string;
  readonly 'rest.responses': string;
  readonly 'rest.name': string;
  readonly 'rest.in': string;
  readonly 'rest.type': string;
  readonly 'rest.required': string;
  readonly 'rest.description': string;
  readonly 'rest.status': string;
  readonly 'rest.contentType': string;
  readonly 'rest.schema': string;
  readonly 'rest.yes': string;
  readonly 'rest.no': string;
  readonly 'rest.deprecated': string;
  readonly 'rest.experimental': string;
  readonly 'rest.preview': string;
  /** Label of the source's version ('v3') on the intro page. */
  readonly 'rest.apiVersion': string;
  /** Label of the document's `info.version` on the intro page. */
  readonly 'rest.documentVersion': string;
  readonly 'rest.servers': string;
  readonly 'rest.groups': string;
  /** Meta description of a group page without a description, with `{group}` and `{api}`. */
  readonly 'rest.groupPageDescription': string;
  readonly 'rest.minimum': string;
  readonly 'rest.exclusiveMinimum': string;
  readonly 'rest.maximum': string;
  readonly 'rest.exclusiveMaximum': string;
  readonly 'rest.multipleOf': string;
  readonly 'rest.minLength': string;
  readonly 'rest.maxLength': string;
  readonly 'rest.pattern': string;
  readonly 'rest.minItems': string;
  readonly 'rest.maxItems': string;
  readonly 'rest.uniqueItems': string;
  readonly 'rest.minProperties': string;
  readonly 'rest.maxProperties': string;
  readonly 'rest.default': string;
  readonly 'rest.allowedValues': string;
  readonly 'rest.nullable': string;
  readonly 'rest.readOnly': string;
  readonly 'rest.writeOnly': string;
  readonly 'rest.circular': string;
  readonly 'rest.oneOf': string;
  readonly 'rest.anyOf': string;
  readonly 'rest.allOf': string;
  readonly 'rest.discriminator': string;
  readonly 'rest.showNested': string;
  readonly 'rest.url': string;
  readonly 'rest.serverVariables': string;
  readonly 'rest.security': string;
  readonly 'rest.authMethods': string;
  readonly 'rest.anonymousAllowed': string;
  readonly 'rest.oauthScopes': string;
  readonly 'rest.scopesClassic': string;
  readonly 'rest.scopesGranular': string;
  readonly 'rest.connectScope': string;
  readonly 'rest.appAccessRule': string;
  readonly 'rest.appAccessExempt': string;
  readonly 'rest.appAccessNotExempt': string;
  readonly 'rest.headers': string;
  readonly 'rest.example': string;
  readonly 'rest.generatedExample': string;
  readonly 'rest.showExamples': string;
  /** Link to an operation's body, responses and examples when they are not inline; `{statuses}`. */
  readonly 'rest.showDetails': string;
  readonly 'rest.codeSamples': string;
  readonly 'rest.schemas': string;
  readonly 'rest.removalNotice': string;
  readonly 'rest.changelogLink': string;
  /** The intro page's link to the reference's Postman collection (the `postman` flag). */
  readonly 'rest.postmanDownload': string;
  readonly 'rest.experimentalPackage': string;
  readonly 'rest.tryItNoServer': string;
  readonly 'rest.tryItInsecure': string;
  readonly 'rest.tryItTemplatedHost': string;
  /** The "Try it" button of an operation. */
  readonly 'rest.tryIt': string;
};

/** Every REST id (the renderer's own ids are checked too). */
export const REST_MESSAGE_IDS = [
  'rest.parameters',
  'rest.requestBody',
  'rest.responses',
  'rest.name',
  'rest.in',
  'rest.type',
  'rest.required',
  'rest.description',
  'rest.status',
  'rest.contentType',
  'rest.schema',
  'rest.yes',
  'rest.no',
  'rest.deprecated',
  'rest.experimental',
  'rest.preview',
  'rest.apiVersion',
  'rest.documentVersion',
  'rest.servers',
  'rest.groups',
  'rest.groupPageDescription',
  'rest.minimum',
  'rest.exclusiveMinimum',
  'rest.maximum',
  'rest.exclusiveMaximum',
  'rest.multipleOf',
  'rest.minLength',
  'rest.maxLength',
  'rest.pattern',
  'rest.minItems',
  'rest.maxItems',
  'rest.uniqueItems',
  'rest.minProperties',
  'rest.maxProperties',
  'rest.default',
  'rest.allowedValues',
  'rest.nullable',
  'rest.readOnly',
  'rest.writeOnly',
  'rest.circular',
  'rest.oneOf',
  'rest.anyOf',
  'rest.allOf',
  'rest.discriminator',
  'rest.showNested',
  'rest.url',
  'rest.serverVariables',
  'rest.security',
  'rest.authMethods',
  'rest.anonymousAllowed',
  'rest.oauthScopes',
  'rest.scopesClassic',
  'rest.scopesGranular',
  'rest.connectScope',
  'rest.appAccessRule',
  'rest.appAccessExempt',
  'rest.appAccessNotExempt',
  'rest.headers',
  'rest.example',
  'rest.generatedExample',
  'rest.showExamples',
  'rest.showDetails',
  'rest.codeSamples',
  'rest.schemas',
  'rest.removalNotice',
  'rest.changelogLink',
  'rest.postmanDownload',
  'rest.experimentalPackage',
  'rest.tryItNoServer',
  'rest.tryItInsecure',
  'rest.tryItTemplatedHost',
  'rest.tryIt',
] as const satisfies readonly (keyof RestMessages)[];

/** Checks a catalogue has every id the REST pages need; throws listing the missing ones. */
export function toRestMessages(catalogue: Readonly<Record<string, string>>): RestMessages {
  const missing = [...RENDER_MESSAGE_IDS, ...REST_MESSAGE_IDS].filter(
    (id) => typeof catalogue[id] !== 'string',
  );
  if (missing.length > 0) throw new Error(`The message catalogue lacks ${missing.join(', ')}`);
  return catalogue as RestMessages;
}
