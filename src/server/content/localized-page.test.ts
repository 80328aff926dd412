import { describe, expect, it } from 'vitest';
import type { BuiltPage } from '../../schemas/built.ts';
import { localizedPage } from './localized-page.ts';

describe('localizedPage', () => {
  const page: Pick<BuiltPage, 'title' | 'description' | 'html' | 'toc'> = {
    title: 'Comments',
    description: [{ slot: 'rest.groupPageDescription', args: { group: ['A & B'], api: ['Kestrel API'] } }],
    html: ['<h2>', { slot: 'rest.parameters' }, '</h2>'],
    toc: [{ id: 'p', text: ['Plain'] }],
  };

  it('fills the slots of the HTML (escaped) and of the plain-text fields', () => {
    expect(localizedPage(page, 'fr')).toEqual({
      title: 'Comments',
      description: 'Opérations A & B de Kestrel API.',
      html: '<h2>Paramètres</h2>',
      toc: [{ id: 'p', text: 'Plain' }],
    });
    expect(localizedPage(page, 'en').html).toBe('<h2>Parameters</h2>');
  });

  it('drops a slot whose id the catalogue no longer has, and applies a recorded case', () => {
    const other = {
      ...page,
      html: [{ slot: 'gone.id' }, '|', { slot: 'rest.parameters', case: 'upper' as const }],
    };
    expect(localizedPage(other, 'en').html).toBe('|PARAMETERS');
  });

  it('localizes a page once per locale', () => {
    expect(localizedPage(page, 'en_GB')).toBe(localizedPage(page, 'en_GB'));
    expect(localizedPage(page, 'en_GB')).not.toBe(localizedPage(page, 'fr'));
  });
});
