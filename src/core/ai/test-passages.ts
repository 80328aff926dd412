import type { Passage } from './passage.ts';

/** Real-looking sections, as the search index stores them (whitespace-collapsed plain text). */
export const WEBHOOK_PASSAGES: readonly Passage[] = [
  {
    url: '/cloud/jira/platform/webhooks/',
    headingID: 'registering-a-webhook',
    productTitle: 'Jira Cloud platform',
    pageTitle: 'Webhooks',
    heading: 'Registering a webhook',
    text:
      'You can register a webhook in three ways. To register a webhook through the REST API, send a POST request to /rest/api/3/webhook with the URL of your listener and a JQL filter. ' +
      'Webhooks registered by an app expire after 30 days, so refresh them with the PUT /rest/api/3/webhook/refresh operation. ' +
      'An administrator can also register a webhook in the Jira administration console, e.g. for a one-off integration.',
  },
  {
    url: '/cloud/jira/platform/webhooks/',
    headingID: 'securing-your-webhooks',
    productTitle: 'Jira Cloud platform',
    pageTitle: 'Webhooks',
    heading: 'Securing your webhooks',
    text:
      'Jira signs each webhook request it sends. The X-Hub-Signature header carries an HMAC of the body computed with the secret you set when registering the webhook. ' +
      'Reject any request whose signature does not match.',
  },
  {
    url: '/cloud/confluence/modules/webhook/',
    headingID: '',
    productTitle: 'Confluence Cloud',
    pageTitle: 'Webhook',
    heading: '',
    text: 'Apps can listen to Confluence events with the webhook module. Declare the event name and the url of your handler in the app descriptor. The handler receives the event as a JSON body.',
  },
];

/** Sections about the Forge manifest, one of them a snippet cut at both ends. */
export const FORGE_PASSAGES: readonly Passage[] = [
  {
    url: '/platform/forge/manifest-reference/',
    headingID: 'permissions',
    productTitle: 'Forge',
    pageTitle: 'Manifest reference',
    heading: 'Permissions',
    text:
      '… the app is installed. The permissions section of manifest.yml lists the scopes your app needs, such as read:jira-work. ' +
      'Run forge lint to find scopes your code uses but the manifest does not declare. Changing the permissions requires the app to be upgraded …',
  },
  {
    url: '/platform/forge/getting-started/',
    headingID: 'install-the-forge-cli',
    productTitle: 'Forge',
    pageTitle: 'Getting started',
    heading: 'Install the Forge CLI',
    text: 'Install the Forge CLI with npm install -g @forge/cli. Then log in with forge login and an API token.',
  },
];
