/** Shared setup for the AI server tests (not used by the providers). */
import { testEngine, testRecord } from '../../core/search/test-fixtures.ts';
import { createEmbeddedSearchService } from '../search/embedded-search-service.ts';
import type { SearchService } from '../search/search-service.ts';

/** Public webhook sections, a Forge page, and one internal section that needs FORGE_DOCS. */
export const AI_TEST_RECORDS = [
  testRecord({
    url: '/cloud/jira/platform/webhooks/',
    headingID: 'registering-a-webhook',
    productTitle: 'Jira Cloud platform',
    productName: 'Jira',
    content: { header: 'Webhooks', heading: 'Registering a webhook' },
    text: 'You can register a webhook in three ways. To register a webhook through the REST API, send a POST request to /rest/api/3/webhook with the URL of your listener and a JQL filter. Webhooks registered by an app expire after 30 days, so refresh them regularly.',
  }),
  testRecord({
    url: '/cloud/jira/platform/webhooks/',
    headingID: 'securing-your-webhooks',
    productTitle: 'Jira Cloud platform',
    productName: 'Jira',
    position: 1,
    content: { header: 'Webhooks', heading: 'Securing your webhooks' },
    text: 'Jira signs each webhook request it sends. Reject any request whose signature does not match & log it.',
  }),
  testRecord({
    url: '/cloud/confluence/modules/webhook/',
    productTitle: 'Confluence Cloud',
    productName: 'Confluence',
    groupRank: 1,
    content: { header: 'Webhook', heading: '' },
    text: 'Apps can listen to Confluence events with the webhook module. Declare the event name and the url of your handler.',
  }),
  testRecord({
    url: '/platform/forge/internal/release-checklist/',
    headingID: 'secret-steps',
    productTitle: 'Forge',
    productName: 'Forge',
    platform: 'platform',
    access: 'FORGE_DOCS',
    content: { header: 'Release checklist', heading: 'Secret release steps' },
    text: 'Internal only: the webhook release checklist for Forge staff, codename bluebird.',
  }),
];

/** The portal's embedded search service over AI_TEST_RECORDS. */
export function aiTestSearchService(): SearchService {
  const engine = testEngine(AI_TEST_RECORDS);
  return createEmbeddedSearchService({
    appId: 'TESTAPP',
    indexName: 'portico_docs',
    keyLifetimeMs: 3_600_000,
    engine: async () => engine,
    site: async () => ({ vendorName: 'Acme Corp', employeeEmailDomain: 'acme.example' }),
    parentKey: async () => 'parent-key-for-tests-0123456789',
    insights: async () => ({ insert: async (batch) => batch.length, recent: async () => [] }),
  });
}
