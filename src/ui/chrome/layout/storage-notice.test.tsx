import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { attr, tagsWithTestId } from '../../kit/testing/markup.test-helper.ts';
import { storageNoticeMessages } from './storage-notice-messages.ts';
import { StorageNotice } from './storage-notice.tsx';

describe('StorageNotice', () => {
  it('is a status region telling the reader they browse signed out', () => {
    const html = renderToStaticMarkup(<StorageNotice i18n={payloadFor('en', storageNoticeMessages)} />);
    expect(attr(tagsWithTestId(html, 'storage-notice')[0], 'role')).toBe('status');
    expect(html).toContain('Some features are unavailable right now: you are browsing signed out.');
  });

  it('speaks French', () => {
    const html = renderToStaticMarkup(<StorageNotice i18n={payloadFor('fr', storageNoticeMessages)} />);
    expect(html).toContain('vous naviguez sans être connecté');
  });
});
