import { describe, expect, it } from 'vitest';
import { AiAnswerSchema } from '../../schemas/ai.ts';
import { parseAnswerMarkup } from './answer-markup.ts';
import { composeExtractiveAnswer, EXTRACTIVE_LIMITS } from './compose-answer.ts';
import type { Passage } from './passage.ts';
import { FORGE_PASSAGES, WEBHOOK_PASSAGES } from './test-passages.ts';

describe('composeExtractiveAnswer', () => {
  it('answers from the best sentences and cites each section with a link to it (golden)', () => {
    const answer = composeExtractiveAnswer('How do I register and secure a webhook?', WEBHOOK_PASSAGES);
    expect(answer.outcome).toBe('answered');
    expect(answer.message).toBe(
      'To register a webhook through the REST API, send a POST request to /rest/api/3/webhook with the URL of your listener and a JQL filter. ' +
        'Webhooks registered by an app expire after 30 days, so refresh them with the PUT /rest/api/3/webhook/refresh operation. [1]\n\n' +
        'The X-Hub-Signature header carries an HMAC of the body computed with the secret you set when registering the webhook. [2]',
    );
    expect(answer.sources).toEqual([
      {
        id: 1,
        href: '/cloud/jira/platform/webhooks/#registering-a-webhook',
        pageTitle: 'Webhooks',
        heading: 'Registering a webhook',
        productTitle: 'Jira Cloud platform',
      },
      {
        id: 2,
        href: '/cloud/jira/platform/webhooks/#securing-your-webhooks',
        pageTitle: 'Webhooks',
        heading: 'Securing your webhooks',
        productTitle: 'Jira Cloud platform',
      },
    ]);
    expect(() => AiAnswerSchema.parse({ ...answer, provider: 'extractive' })).not.toThrow();
  });

  it('keeps a concise answer to one section when only it speaks to the question', () => {
    const answer = composeExtractiveAnswer(
      'How do I register a webhook with the REST API?',
      WEBHOOK_PASSAGES,
    );
    expect(answer.sources.map((s) => s.id)).toEqual([1]);
    expect(answer.message).toMatch(/^To register a webhook through the REST API, .* operation\. \[1\]$/);
  });

  it('links a section without a heading to its page, and prefers the passage the question names', () => {
    const answer = composeExtractiveAnswer('confluence webhook module event', WEBHOOK_PASSAGES);
    expect(answer.sources[0]).toMatchObject({ id: 1, href: '/cloud/confluence/modules/webhook/' });
    expect(answer.message.split('\n\n')[0]).toBe(
      'Apps can listen to Confluence events with the webhook module. Declare the event name and the url of your handler in the app descriptor. [1]',
    );
  });

  it('marks sentences a snippet cut with an ellipsis and keeps whole ones as they are', () => {
    const answer = composeExtractiveAnswer('what happens when changing permissions', FORGE_PASSAGES);
    expect(answer.message).toBe(
      'The permissions section of manifest.yml lists the scopes your app needs, such as read:jira-work. ' +
        'Changing the permissions requires the app to be upgraded… [1]',
    );
    expect(answer.sources.map((s) => s.href)).toEqual(['/platform/forge/manifest-reference/#permissions']);
    const lead = composeExtractiveAnswer('when is the app installed', FORGE_PASSAGES);
    expect(lead.message.startsWith('…the app is installed.')).toBe(true);
  });

  it('falls back to the opening of the top passage when no sentence shares a word with the question', () => {
    const answer = composeExtractiveAnswer('instal klient', FORGE_PASSAGES.slice(1));
    expect(answer.message).toBe(
      'Install the Forge CLI with npm install -g @forge/cli. Then log in with forge login and an API token. [1]',
    );
  });

  it('says there is nothing to answer from when retrieval found no readable passage', () => {
    expect(composeExtractiveAnswer('webhooks', [])).toEqual({
      message: '',
      sources: [],
      outcome: 'no-passages',
    });
    expect(composeExtractiveAnswer('webhooks', [{ ...WEBHOOK_PASSAGES[0]!, text: '   ' }]).outcome).toBe(
      'no-passages',
    );
  });

  it('stays within its limits however many passages match', () => {
    const many: Passage[] = Array.from({ length: 20 }, (_, i) => ({
      url: `/cloud/p${i}/`,
      headingID: `h${i}`,
      productTitle: 'Jira',
      pageTitle: `Page ${i}`,
      heading: `Tokens ${i}`,
      text: `API tokens number ${i} authenticate scripts. Rotate API tokens every ${i + 1} days for safety. Revoke API tokens you no longer use at number ${i}.`,
    }));
    const answer = composeExtractiveAnswer('rotate api tokens', many);
    expect(answer.sources.length).toBeLessThanOrEqual(EXTRACTIVE_LIMITS.maxPassagesCited);
    const blocks = parseAnswerMarkup(answer.message, answer.sources.length);
    const sentences = blocks
      .flatMap((b) => (b.type === 'paragraph' ? b.inlines : []))
      .filter((n) => n.type === 'text');
    expect(
      sentences
        .map((n) => n.text)
        .join('')
        .split(/\.\s/).length,
    ).toBeLessThanOrEqual(EXTRACTIVE_LIMITS.maxSentences + 1);
    expect(answer.message.length).toBeLessThan(EXTRACTIVE_LIMITS.maxChars + 40);
  });

  it('escapes text that looks like answer markup, so brackets and backticks stay literal', () => {
    const passage: Passage = {
      url: '/cloud/jira/platform/jql/',
      headingID: 'functions',
      productTitle: 'Jira',
      pageTitle: 'JQL',
      heading: 'Functions',
      text: 'Use issueHistory() to match issues you viewed; results[0] is the newest, see [1] and `jql`.',
    };
    const answer = composeExtractiveAnswer('issueHistory function', [passage]);
    const [block] = parseAnswerMarkup(answer.message, answer.sources.length);
    expect(block).toEqual({
      type: 'paragraph',
      inlines: [
        {
          type: 'text',
          text: 'Use issueHistory() to match issues you viewed; results[0] is the newest, see [1] and `jql`. ',
        },
        { type: 'citation', source: 1 },
      ],
    });
  });
});
