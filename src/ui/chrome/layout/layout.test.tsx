import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { layoutMessages } from './messages.ts';
import { MainLandmark } from './main-landmark.tsx';
import { SkipLink } from './skip-link.tsx';

describe('SkipLink and MainLandmark', () => {
  it('link to and render the focusable main landmark', () => {
    expect(renderToStaticMarkup(<SkipLink i18n={payloadFor('en', layoutMessages)} />)).toBe(
      '<a class="skip-link" href="#main-content" data-testid="skip-link">Skip to main content</a>',
    );
    expect(renderToStaticMarkup(<SkipLink i18n={payloadFor('fr', layoutMessages)} />)).toContain(
      '>Aller au contenu principal</a>',
    );
    expect(renderToStaticMarkup(<MainLandmark>x</MainLandmark>)).toMatch(
      /^<main id="main-content" tabindex="-1" class="[^"]+">x<\/main>$/,
    );
  });
});
