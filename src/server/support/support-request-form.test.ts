import { describe, expect, it } from 'vitest';
import { GlobalLinksSchema } from '../../schemas/global-links.ts';
import { SupportPageSchema, SUPPORT_REQUEST_LIMITS } from '../../schemas/support.ts';
import { supportPageUrl } from './support-paths.ts';
import { validateSupportRequest } from './support-request-form.ts';

const categories = [
  { id: 'forge', title: 'Forge' },
  { id: 'security', title: 'Security issue', requestTypeId: '44' },
];

describe('validateSupportRequest', () => {
  it('accepts a request, trimming the text and keeping the summary on one line', () => {
    expect(
      validateSupportRequest(
        { summary: '  Deploy\r\nfails  ', description: '\r\nLine one\r\nLine two  ', category: 'security' },
        categories,
      ),
    ).toEqual({
      ok: true,
      request: {
        summary: 'Deploy fails',
        description: 'Line one\nLine two',
        category: { id: 'security', title: 'Security issue', requestTypeId: '44' },
      },
    });
  });

  it('names every problem and keeps the fields as typed', () => {
    const result = validateSupportRequest({ summary: ' ', description: undefined, category: '' }, categories);
    expect(result).toEqual({
      ok: false,
      problems: ['summary-missing', 'description-missing', 'category-missing'],
      fields: { summary: ' ', description: '', category: '' },
    });
  });

  it('enforces the length limits and the listed categories', () => {
    const long = validateSupportRequest(
      {
        summary: 'x'.repeat(SUPPORT_REQUEST_LIMITS.maxSummary + 1),
        description: 'y'.repeat(SUPPORT_REQUEST_LIMITS.maxDescription + 1),
        category: 'billing',
      },
      categories,
    );
    expect(long.ok ? [] : long.problems).toEqual([
      'summary-too-long',
      'description-too-long',
      'category-unknown',
    ]);
    const atLimit = validateSupportRequest(
      {
        summary: 'x'.repeat(SUPPORT_REQUEST_LIMITS.maxSummary),
        description: 'y'.repeat(SUPPORT_REQUEST_LIMITS.maxDescription),
        category: 'forge',
      },
      categories,
    );
    expect(atLimit.ok).toBe(true);
  });

  it('ignores the category when the site offers none, and non-text values count as missing', () => {
    expect(validateSupportRequest({ summary: 's', description: 'd', category: 'anything' }, [])).toEqual({
      ok: true,
      request: { summary: 's', description: 'd', category: undefined },
    });
    const result = validateSupportRequest({ summary: ['a'], description: 42 }, []);
    expect(result.ok ? [] : result.problems).toEqual(['summary-missing', 'description-missing']);
  });
});

describe('support page content (SupportPageSchema)', () => {
  it('defaults to no channels and no categories, and refuses duplicate or malformed category ids', () => {
    expect(SupportPageSchema.parse({})).toEqual({ channels: [], categories: [] });
    const duplicate = SupportPageSchema.safeParse({ categories: [categories[0], categories[0]] });
    expect(duplicate.success).toBe(false);
    expect(duplicate.error?.issues[0]?.message).toBe("duplicate category id 'forge'");
    expect(SupportPageSchema.safeParse({ categories: [{ id: 'Forge!', title: 'F' }] }).success).toBe(false);
    expect(
      SupportPageSchema.safeParse({ categories: [{ id: 'f', title: 'F', requestTypeId: 'abc' }] }).success,
    ).toBe(false);
    expect(
      SupportPageSchema.safeParse({ channels: [{ title: 'Status', href: 'javascript:alert(1)' }] }).success,
    ).toBe(false);
  });

  it('is optional in global-links.yaml (supportPage)', () => {
    expect(GlobalLinksSchema.shape.supportPage.safeParse(undefined).success).toBe(true);
  });
});

describe('supportPageUrl', () => {
  it('sends form posts back to the form on /support/', () => {
    expect(supportPageUrl({ created: 'REQ-7' })).toBe('/support/?created=REQ-7#support-form');
    expect(supportPageUrl({ error: 'invalid' })).toBe('/support/?error=invalid#support-form');
  });
});
