import { describe, expect, it } from 'vitest';
import { testMessages } from '../../core/markdown/test-fixtures.ts';
import { testRestMessages } from '../../core/rest/test-fixtures.ts';
import { en } from './messages.ts';

// The core's golden tests need real English labels but may not import the UI, so they keep a
// copy of the strings the renderers write; this keeps the copy equal to the catalogue.
describe('core test fixtures', () => {
  it('use the catalogue wording for every string the renderers write', () => {
    for (const fixture of [testMessages, testRestMessages]) {
      for (const [id, text] of Object.entries(fixture)) expect(text, id).toBe(en[id as keyof typeof en]);
    }
  });
});
