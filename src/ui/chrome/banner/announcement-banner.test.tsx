import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnnouncementBanner } from './announcement-banner.tsx';

describe('AnnouncementBanner (server render)', () => {
  it('renders nothing on the server: the banner is hidden until the client has checked it', () => {
    expect(renderToStaticMarkup(<AnnouncementBanner i18n={{ locale: 'en', messages: {} }} />)).toBe('');
  });
});
