import { describe, expect, it } from 'vitest';
import { AnswerBlockSchema } from '../../schemas/ai.ts';
import { answerPlainText, escapeMarkup, parseAnswerMarkup } from './answer-markup.ts';

describe('parseAnswerMarkup', () => {
  it('parses paragraphs, lists, code, bold, citations and site links into text nodes', () => {
    const message = [
      '## Registering',
      'Send a **POST** to `/rest/api/3/webhook` [1, 2].',
      'See [the guide](/cloud/jira/platform/webhooks/#registering).',
      '',
      '- First item [2]',
      '  continued',
      '1. Second item',
    ].join('\n');
    const blocks = parseAnswerMarkup(message, 2);
    expect(blocks).toEqual([
      { type: 'paragraph', inlines: [{ type: 'strong', text: 'Registering' }] },
      {
        type: 'paragraph',
        inlines: [
          { type: 'text', text: 'Send a ' },
          { type: 'strong', text: 'POST' },
          { type: 'text', text: ' to ' },
          { type: 'code', text: '/rest/api/3/webhook' },
          { type: 'text', text: ' ' },
          { type: 'citation', source: 1 },
          { type: 'citation', source: 2 },
          { type: 'text', text: '. See ' },
          { type: 'link', href: '/cloud/jira/platform/webhooks/#registering', text: 'the guide' },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'list',
        items: [
          [
            { type: 'text', text: 'First item ' },
            { type: 'citation', source: 2 },
            { type: 'text', text: ' continued' },
          ],
          [{ type: 'text', text: 'Second item' }],
        ],
      },
    ]);
    for (const block of blocks) expect(() => AnswerBlockSchema.parse(block)).not.toThrow();
  });

  it('keeps only the label of links that leave the site, and unknown citations as text', () => {
    const blocks = parseAnswerMarkup(
      'Log in [here](https://evil.example/phish) or [there](//evil.example) or [x](javascript:alert(1)) [3]',
      2,
    );
    expect(blocks).toEqual([
      { type: 'paragraph', inlines: [{ type: 'text', text: 'Log in here or there or x) [3]' }] },
    ]);
  });

  it('never produces markup from HTML: tags stay text', () => {
    const [block] = parseAnswerMarkup('<img src=x onerror=alert(1)> <script>alert(1)</script>', 0);
    expect(block).toEqual({
      type: 'paragraph',
      inlines: [{ type: 'text', text: '<img src=x onerror=alert(1)> <script>alert(1)</script>' }],
    });
  });

  it('reads escaped text back exactly (escapeMarkup round trip)', () => {
    for (const text of [
      'a[1] `b` **c** \\d',
      '- not a list',
      '1. not a list',
      '# not a heading',
      '• no',
      '2) no',
      '[x](/y)',
    ]) {
      const blocks = parseAnswerMarkup(escapeMarkup(text), 5);
      expect(blocks).toEqual([{ type: 'paragraph', inlines: [{ type: 'text', text }] }]);
    }
  });

  it('gives the plain text of an answer with its citation numbers', () => {
    expect(answerPlainText('Use `forge deploy` [1].\n\n- **Then** install [2]', 2)).toBe(
      'Use forge deploy [1].\n\n- Then install [2]',
    );
  });
});
