import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import { aiTestSearchService } from './ai-test-fixtures.ts';
import { searchServiceRetriever } from './search-service-retriever.ts';

const retriever = searchServiceRetriever(async () => aiTestSearchService());
const staff = { accountId: 'acc-1', privileges: new Set(['FORGE_DOCS'] as const) };

describe('searchServiceRetriever', () => {
  it('returns matching sections as plain-text passages in rank order', async () => {
    const passages = await retriever.retrieve({
      question: 'register webhook',
      principal: ANONYMOUS,
      limit: 6,
    });
    expect(passages[0]).toEqual({
      url: '/cloud/jira/platform/webhooks/',
      headingID: 'registering-a-webhook',
      productTitle: 'Jira Cloud platform',
      pageTitle: 'Webhooks',
      heading: 'Registering a webhook',
      text: expect.stringContaining('send a POST request to /rest/api/3/webhook'),
    });
    const signature = passages.find((p) => p.headingID === 'securing-your-webhooks');
    expect(signature?.text).toContain('does not match & log it.'); // unescaped, no <mark>
  });

  it('never returns sections the visitor may not read; a granted privilege opens them', async () => {
    const anonymous = await retriever.retrieve({
      question: 'codename bluebird',
      principal: ANONYMOUS,
      limit: 6,
    });
    expect(anonymous.map((p) => p.text).join(' ')).not.toContain('bluebird');
    const granted = await retriever.retrieve({ question: 'codename bluebird', principal: staff, limit: 6 });
    expect(granted[0]?.url).toBe('/platform/forge/internal/release-checklist/');
  });

  it('puts the sections of the contentId page first, and ignores a contentId that is not a path', async () => {
    const scoped = await retriever.retrieve({
      question: 'webhook',
      principal: ANONYMOUS,
      contentId: '/cloud/confluence/modules/webhook',
      limit: 6,
    });
    expect(scoped[0]?.url).toBe('/cloud/confluence/modules/webhook/');
    expect(new Set(scoped.map((p) => `${p.url}#${p.headingID}`)).size).toBe(scoped.length);
    const unscoped = await retriever.retrieve({
      question: 'webhook',
      principal: ANONYMOUS,
      contentId: 'abc" OR x',
      limit: 6,
    });
    expect(unscoped[0]?.url).toBe('/cloud/jira/platform/webhooks/');
  });

  it('searches in the docs version of the page asked from (decision 0043)', async () => {
    const asked: (string | undefined)[] = [];
    const scoped = searchServiceRetriever(
      async () => aiTestSearchService(),
      async (path) => {
        asked.push(path);
        // Records made without a docs version count as the latest: 1.x has none of them.
        return path === '/cloud/jira/platform/v1/' ? 'version:1.x' : 'version:latest';
      },
    );
    const question = { question: 'register webhook', principal: ANONYMOUS, limit: 6 };
    expect(await scoped.retrieve({ ...question, contentId: '/cloud/jira/platform/v1' })).toEqual([]);
    expect((await scoped.retrieve(question))[0]?.url).toBe('/cloud/jira/platform/webhooks/');
    expect(asked).toEqual(['/cloud/jira/platform/v1/', undefined]);
  });
});
