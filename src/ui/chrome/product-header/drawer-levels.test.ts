import { describe, expect, it } from 'vitest';
import { drawerLevel } from './drawer-levels.ts';
import type { MenuNode } from './header-model.ts';

const leaf = (title: string, url: string): MenuNode => ({ title, url, current: false, children: [] });
const top: MenuNode[] = [
  {
    title: 'Guides',
    url: '/guides/',
    current: false,
    children: [{ title: 'Start', current: false, children: [leaf('Intro', '/intro/')] }],
  },
  { title: 'Reference', current: false, children: [leaf('REST', '/rest/')] },
  leaf('Help', '/help/'),
];

describe('drawerLevel', () => {
  it('is the top level for an empty path', () => {
    expect(drawerLevel(top, [])).toEqual({ title: undefined, nodes: top });
  });

  it("drills into children and lists a parent's own page first", () => {
    const guides = drawerLevel(top, [0]);
    expect(guides.title).toBe('Guides');
    expect(guides.nodes.map((node) => node.title)).toEqual(['Guides', 'Start']);
    expect(drawerLevel(top, [0, 1]).nodes.map((node) => node.title)).toEqual(['Intro']);
    expect(drawerLevel(top, [1]).nodes.map((node) => node.title)).toEqual(['REST']);
  });

  it('stops at the deepest valid level for a stale path; Back is the path minus one', () => {
    expect(drawerLevel(top, [2, 0]).title).toBeUndefined();
    expect(drawerLevel(top, [0, 9]).title).toBe('Guides');
    expect(drawerLevel(top, [0, 1].slice(0, -1)).title).toBe('Guides');
  });
});
