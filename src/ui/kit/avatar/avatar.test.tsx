import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attr, tagsWithTestId } from '../testing/markup.test-helper.ts';
import { avatarReducer, showsDefaultIcon, type AvatarEvent, type AvatarStatus } from './avatar-state.ts';
import { Avatar } from './avatar.tsx';

const run = (events: AvatarEvent[]): AvatarStatus => events.reduce(avatarReducer, 'initial' as AvatarStatus);

describe('avatarReducer (spec §4)', () => {
  it('goes initial → loading → loaded, or → error', () => {
    expect(run([])).toBe('initial');
    expect(run(['start'])).toBe('loading');
    expect(run(['start', 'load'])).toBe('loaded');
    expect(run(['start', 'error'])).toBe('error');
  });

  it('keeps an outcome that arrived before loading started, and never leaves error for loaded', () => {
    expect(run(['load', 'start'])).toBe('loaded');
    expect(run(['error', 'start'])).toBe('error');
    expect(run(['error', 'load'])).toBe('error');
  });

  it('shows the default icon without a source or after an error', () => {
    expect(showsDefaultIcon(undefined, 'initial')).toBe(true);
    expect(showsDefaultIcon('', 'loading')).toBe(true);
    expect(showsDefaultIcon('/a.png', 'error')).toBe(true);
    expect(showsDefaultIcon('/a.png', 'loading')).toBe(false);
    expect(showsDefaultIcon('/a.png', 'loaded')).toBe(false);
  });
});

describe('Avatar', () => {
  it('renders the image in the server HTML, decorative unless named', () => {
    const html = renderToStaticMarkup(<Avatar src="/me.png" size={24} />);
    expect(html).toContain('<img src="/me.png" alt="" width="24" height="24"');
    const root = tagsWithTestId(html, 'avatar')[0];
    expect(attr(root, 'data-status')).toBe('initial');
    expect(attr(root, 'aria-hidden')).toBe('true');
    const named = tagsWithTestId(renderToStaticMarkup(<Avatar src="/me.png" name="Ann" />), 'avatar')[0];
    expect(attr(named, 'role')).toBe('img');
    expect(attr(named, 'aria-label')).toBe('Ann');
  });

  it('draws the default person icon (circle) or ship icon (square) without a source', () => {
    const person = renderToStaticMarkup(<Avatar />);
    expect(person).not.toContain('<img');
    expect(person).toContain('<circle');
    const ship = renderToStaticMarkup(<Avatar appearance="square" />);
    expect(ship).toContain('<rect');
    expect(attr(tagsWithTestId(ship, 'avatar')[0], 'data-appearance')).toBe('square');
  });
});
