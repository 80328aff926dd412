import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../core/markdown/render-messages.ts';
import { markedCatalogue } from '../../ui/i18n/message-marks.ts';
import { en } from '../../ui/i18n/messages.ts';
import { localizedPage } from './localized-page.ts';

const marks = markedCatalogue(en);

describe('localizedPage', () => {
  const page = {
    title: 'Comments',
    description: fillMessage(marks['rest.groupPageDescription']!, { group: 'A & B', api: 'Kestrel API' }),
    html: `<h2>${marks['rest.parameters']}</h2>`,
    toc: [{ id: 'p', text: 'Plain' }],
  };

  it('localizes the HTML and the plain-text fields', () => {
    expect(localizedPage(page, 'fr')).toEqual({
      title: 'Comments',
      description: 'Opérations A & B de Kestrel API.',
      html: '<h2>Paramètres</h2>',
      toc: [{ id: 'p', text: 'Plain' }],
    });
    expect(localizedPage(page, 'en').html).toBe('<h2>Parameters</h2>');
  });

  it('localizes a page once per locale', () => {
    expect(localizedPage(page, 'en_GB')).toBe(localizedPage(page, 'en_GB'));
    expect(localizedPage(page, 'en_GB')).not.toBe(localizedPage(page, 'fr'));
  });
});
