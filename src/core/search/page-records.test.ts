import { describe, expect, it } from 'vitest';
import { SearchRecordSchema } from '../../schemas/search.ts';
import { MAX_RECORD_TEXT, pageToRecords, recordText, type IndexablePage } from './page-records.ts';

const page: IndexablePage = {
  url: '/cloud/jira/platform/webhooks/',
  title: 'Webhooks',
  productTitle: 'Jira Cloud platform',
  productName: 'Jira Cloud platform',
  platform: 'cloud',
  type: 'guide',
  access: 'NONE',
  groupRank: 3,
  documentRankInGroup: 12,
  sections: [
    { headingId: '', heading: 'Webhooks', text: '  Webhooks   tell your app\nabout events. ' },
    { headingId: 'registering', heading: 'Registering  a webhook', text: 'Use the REST API.' },
    { headingId: 'empty', heading: '', text: '' },
    { headingId: 'no-text', heading: 'Limits', text: '' },
  ],
};

describe('pageToRecords', () => {
  const records = pageToRecords(page);

  it('makes one valid record per heading section, in page order', () => {
    expect(records.map((r) => r.objectID)).toEqual([
      '/cloud/jira/platform/webhooks/#',
      '/cloud/jira/platform/webhooks/#registering',
      '/cloud/jira/platform/webhooks/#no-text',
    ]);
    for (const record of records) expect(SearchRecordSchema.parse(record)).toEqual(record);
  });

  it('carries the page, product and ranking fields, and counts positions over all sections', () => {
    expect(records[1]).toEqual({
      objectID: '/cloud/jira/platform/webhooks/#registering',
      url: '/cloud/jira/platform/webhooks/',
      headingID: 'registering',
      productTitle: 'Jira Cloud platform',
      content: { header: 'Webhooks', heading: 'Registering a webhook' },
      text: 'Use the REST API.',
      type: 'guide',
      platform: 'cloud',
      productName: 'Jira Cloud platform',
      access: 'NONE',
      position: 1,
      groupRank: 3,
      documentRankInGroup: 12,
    });
    expect(records[0]!.text).toBe('Webhooks tell your app about events.');
    expect(records[2]!.position).toBe(3);
  });

  it('cuts very long text at a word boundary', () => {
    const long = recordText(`${'word '.repeat(MAX_RECORD_TEXT)}`);
    expect(long.length).toBeLessThanOrEqual(MAX_RECORD_TEXT);
    expect(long.endsWith('word')).toBe(true);
  });
});
