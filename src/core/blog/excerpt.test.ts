import { describe, expect, it } from 'vitest';
import { splitExcerpt, withoutTruncateMarker } from './excerpt.ts';
import { readingMinutes } from './reading-time.ts';

describe('excerpts', () => {
  it('cuts at an HTML or MDX truncate marker', () => {
    expect(splitExcerpt('Intro.\n\nMore.\n\n<!-- truncate -->\n\nRest.')).toEqual({
      excerpt: 'Intro.\n\nMore.',
      truncated: true,
    });
    expect(splitExcerpt('Intro.\n{/* truncate */}\nRest.').excerpt).toBe('Intro.');
  });

  it('takes the first paragraph, skipping headings and imports, without a marker', () => {
    expect(splitExcerpt("import X from './x';\n\n# Title\n\nFirst.\nline\n\nSecond.")).toEqual({
      excerpt: 'First.\nline',
      truncated: true,
    });
    expect(splitExcerpt('Only.\n')).toEqual({ excerpt: 'Only.', truncated: false });
  });

  it('removes the marker from the page, and only a marker on its own line', () => {
    expect(withoutTruncateMarker('a\n<!-- truncate -->\nb')).toBe('a\n\nb');
    expect(splitExcerpt('Say `<!-- truncate -->` here.').truncated).toBe(false);
  });

  it('estimates at least a minute of reading', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(690))).toBe(3);
  });
});
