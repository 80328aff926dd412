import { messageAccessor } from '../i18n/format-message.ts';

/** UI strings the REST reference generator writes into its pages at build time. */
export const restReferenceMessages = {
  'rest.parameters': 'Parameters',
  'rest.requestBody': 'Request body',
  'rest.responses': 'Responses',
  'rest.name': 'Name',
  'rest.in': 'In',
  'rest.type': 'Type',
  'rest.required': 'Required',
  'rest.description': 'Description',
  'rest.status': 'Status',
  'rest.contentType': 'Content type',
  'rest.schema': 'Schema',
  'rest.yes': 'Yes',
  'rest.no': 'No',
  'rest.deprecated': 'Deprecated',
  'rest.experimental': 'Experimental',
  'rest.preview': 'Preview',
  'rest.apiVersion': 'API version',
  'rest.documentVersion': 'Document version',
  'rest.servers': 'Servers',
  'rest.groups': 'Operation groups',
  'rest.groupPageDescription': '{group} operations of the {api}.',
} as const;

/** Reads a REST reference message. */
export const restReferenceMessage = messageAccessor(restReferenceMessages);
