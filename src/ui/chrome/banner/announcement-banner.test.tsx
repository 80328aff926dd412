import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnnouncementBanner } from './announcement-banner.tsx';
import { DISMISS_KEY } from './banner-client.ts';
import { BANNER_DISMISSED_ATTRIBUTE, BANNER_DISMISSED_SCRIPT } from './dismissed-script.ts';

const i18n = { locale: 'en', messages: {} } as const;

describe('AnnouncementBanner (server render)', () => {
  it('renders nothing without a message from the server', () => {
    expect(renderToStaticMarkup(<AnnouncementBanner i18n={i18n} />)).toBe('');
  });

  it("renders the server's message, its dismiss button undrawn until hydrated", () => {
    const html = renderToStaticMarkup(<AnnouncementBanner i18n={i18n} initialHtml="<b>Hello</b>" />);
    expect(html).toContain('<b>Hello</b>');
    expect(html).toContain('aria-label="Announcement"');
    expect(html).toMatch(/<button[^>]*data-ready="false"/);
  });
});

describe('BANNER_DISMISSED_SCRIPT', () => {
  const run = (stored: string | null, throws = false) => {
    const attributes = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => {
        if (throws) throw new Error('blocked');
        return key === DISMISS_KEY ? stored : null;
      },
    };
    const document = { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } };
    new Function('localStorage', 'document', BANNER_DISMISSED_SCRIPT)(localStorage, document);
    return attributes.has(BANNER_DISMISSED_ATTRIBUTE);
  };

  it('marks the page only when the dismissal is stored', () => {
    expect(run('true')).toBe(true);
    expect(run('false')).toBe(false);
    expect(run(null)).toBe(false);
  });

  it('leaves the page alone when storage is blocked', () => {
    expect(run(null, true)).toBe(false);
  });
});
