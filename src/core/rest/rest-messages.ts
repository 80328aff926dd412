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
] as const satisfies readonly (keyof RestMessages)[];

/** Checks a catalogue has every id the REST pages need; throws listing the missing ones. */
export function toRestMessages(catalogue: Readonly<Record<string, string>>): RestMessages {
  const missing = [...RENDER_MESSAGE_IDS, ...REST_MESSAGE_IDS].filter(
    (id) => typeof catalogue[id] !== 'string',
  );
  if (missing.length > 0) throw new Error(`The message catalogue lacks ${missing.join(', ')}`);
  return catalogue as RestMessages;
}
