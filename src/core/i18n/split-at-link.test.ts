import { describe, expect, it } from 'vitest';
import { splitAtLink } from './split-at-link.ts';

describe('splitAtLink', () => {
  it('splits at {link}, and puts the link last when the text has none', () => {
    expect(splitAtLink('Read the {link} first.')).toEqual({ before: 'Read the ', after: ' first.' });
    expect(splitAtLink('Read this')).toEqual({ before: 'Read this ', after: '' });
    expect(splitAtLink('')).toEqual({ before: '', after: '' });
  });
});
