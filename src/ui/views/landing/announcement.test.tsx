import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Announcement } from './announcement.tsx';

type Props = { onClick?: () => void; children?: unknown };

describe('Announcement', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the content-set announcement UI event with href, title and the developer guide title', () => {
    const track = vi.fn();
    const host = Object.assign(new EventTarget(), {
      location: { hostname: 'developer.example.com' },
      __porticoTracker: { track },
    });
    vi.stubGlobal('window', host);

    const paragraph = Announcement({
      group: {
        kind: 'announcement',
        before: 'See ',
        after: '.',
        link: { title: 'the news', href: '/changelog/' },
      },
      contentSetTitle: 'developer guide',
      developerHost: 'developer.example.com',
    }) as ReactElement<Props>;
    const link = (paragraph.props.children as ReactElement<Props>[])[1];
    link?.props.onClick?.();

    expect(track).toHaveBeenCalledExactlyOnceWith({
      eventType: 'ui',
      action: 'clicked',
      actionSubject: 'link',
      actionSubjectId: 'contentSetAnnouncementLink',
      attributes: { href: '/changelog/', title: 'the news', contentSetTitle: 'developer guide' },
    });
  });
});
