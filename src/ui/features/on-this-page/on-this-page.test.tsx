import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../kit/testing/markup.test-helper.ts';
import { pickActiveHeading } from './active-heading.ts';
import { OnThisPage } from './on-this-page.tsx';
import { payloadFor } from '../../i18n/catalogues.ts';
import { onThisPageMessages } from './messages.ts';

describe('pickActiveHeading', () => {
  const at = (top: number, visible = false) => ({ top, visible });

  it('picks the first heading in view', () => {
    const headings = [
      { id: 'a', ...at(-300) },
      { id: 'b', ...at(120, true) },
      { id: 'c', ...at(400, true) },
    ];
    expect(pickActiveHeading(headings, 68)).toBe('b');
  });

  it('keeps the last heading scrolled past while its long section fills the screen', () => {
    const headings = [
      { id: 'a', ...at(-900) },
      { id: 'b', ...at(-200) },
      { id: 'c', ...at(1200) },
    ];
    expect(pickActiveHeading(headings, 68)).toBe('b');
  });

  it('picks nothing above the first heading', () => {
    expect(pickActiveHeading([{ id: 'a', ...at(500) }], 68)).toBeUndefined();
  });
});

const EN = payloadFor('en', onThisPageMessages);

describe('OnThisPage', () => {
  it('titles the list in the payload locale', () => {
    const html = renderToStaticMarkup(
      <OnThisPage toc={[{ id: 'a', text: 'A' }]} i18n={payloadFor('fr', onThisPageMessages)} />,
    );
    expect(textOf(html)).toBe('Sur cette pageA');
  });

  it('renders nothing for an empty toc', () => {
    expect(renderToStaticMarkup(<OnThisPage toc={[]} i18n={EN} />)).toBe('');
  });

  it('renders a nav labelled by its title with one anchor link per level-2 heading', () => {
    const html = renderToStaticMarkup(
      <OnThisPage
        toc={[
          { id: 'install', text: 'Install' },
          { id: 'use-it', text: 'Use <it>' },
        ]}
        i18n={EN}
      />,
    );
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<p id="${labelledBy}"`);
    expect([...html.matchAll(/href="(#[^"]+)"/g)].map((m) => m[1])).toEqual(['#install', '#use-it']);
    expect(textOf(html)).toBe('On this pageInstallUse <it>');
    // Nothing is highlighted until the observer reports, so the server HTML stays stable.
    expect(html).not.toContain('aria-current');
  });
});
