import { describe, expect, it } from 'vitest';
import { fenceLanguages } from './fence-languages.ts';

describe('fenceLanguages', () => {
  it('finds the languages of backtick and tilde fences, also in quotes and lists', () => {
    const source =
      '```JS title="a"\nx\n```\n\n~~~python\ny\n~~~\n\n> ```yaml\n> a: 1\n> ```\n\n- ```bash\n  ls\n  ```\n\n1. ````http\n   GET /\n   ````\n\n```\nplain\n```';
    expect(fenceLanguages(source)).toEqual(new Set(['js', 'python', 'yaml', 'bash', 'http']));
  });

  it('ignores inline code', () => {
    expect(fenceLanguages('Use ```js``` inline')).toEqual(new Set());
  });
});
