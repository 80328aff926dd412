import { describe, expect, it, vi } from 'vitest';
import { USER_PROFILE_EMAIL_ID, USER_PROFILE_ID, type NestedNavItem } from './nested-nav-item.ts';
import {
  backControl,
  initialNestedNavState,
  nestedNavReducer,
  type NestedNavAction,
  type NestedNavState,
} from './nested-nav-reducer.ts';

const leaf = (id: string, extra: Partial<NestedNavItem> = {}): NestedNavItem => ({
  id,
  title: id,
  href: `/${id}/`,
  ...extra,
});
const deep: NestedNavItem = { id: 'deep', title: 'Deep', children: [leaf('deepest')] };
const docs: NestedNavItem = { id: 'docs', title: 'Docs', children: [leaf('cloud'), deep] };
const profile: NestedNavItem = {
  id: USER_PROFILE_ID,
  title: 'Ada',
  children: [
    { id: USER_PROFILE_EMAIL_ID, title: 'ada@example.com', isHeading: true },
    leaf('user-profile-logout'),
  ],
};
const heading: NestedNavItem = { id: 'h', title: 'Heading', isHeading: true };
const rule: NestedNavItem = { id: 'd', title: '', isDivider: true };
const items: readonly NestedNavItem[] = [profile, docs, heading, rule, leaf('support')];

const run = (state: NestedNavState, ...actions: NestedNavAction[]) => actions.reduce(nestedNavReducer, state);
const opened = () => run(initialNestedNavState(items), { type: 'open', items });

describe('nestedNavReducer (spec §4 "Mobile nested nav")', () => {
  it('opens at the top level with an empty breadcrumb, even after drilling down before', () => {
    const drilled = run(opened(), { type: 'select', item: docs }, { type: 'select', item: deep });
    const reopened = run(drilled, { type: 'close' }, { type: 'open', items });
    expect(reopened.open).toBe(true);
    expect(reopened.level).toEqual({ title: undefined, items });
    expect(reopened.breadcrumb).toEqual([]);
    // Opening again while open (another trigger) also resets.
    expect(run(drilled, { type: 'open', items }).breadcrumb).toEqual([]);
  });

  it('resets to the top level when the items change, keeping the open state', () => {
    const drilled = run(opened(), { type: 'select', item: docs });
    const next = [leaf('only')];
    const changed = run(drilled, { type: 'itemsChanged', items: next });
    expect(changed).toMatchObject({ open: true, level: { title: undefined, items: next }, breadcrumb: [] });
    expect(run(initialNestedNavState(items), { type: 'itemsChanged', items: next }).open).toBe(false);
  });

  it('selecting an item with children pushes the current level and shows the children under its title', () => {
    const top = opened();
    const one = run(top, { type: 'select', item: docs });
    expect(one.level).toEqual({ title: 'Docs', items: docs.children });
    expect(one.breadcrumb).toEqual([top.level]);
    const two = run(one, { type: 'select', item: deep });
    expect(two.level).toEqual({ title: 'Deep', items: deep.children });
    expect(two.breadcrumb).toEqual([top.level, one.level]);
  });

  it('Back pops one level at a time, and does nothing at the top', () => {
    const two = run(opened(), { type: 'select', item: docs }, { type: 'select', item: deep });
    const one = run(two, { type: 'back' });
    expect(one.level.title).toBe('Docs');
    expect(one.breadcrumb).toHaveLength(1);
    const top = run(one, { type: 'back' });
    expect(top.level).toEqual({ title: undefined, items });
    expect(top.breadcrumb).toEqual([]);
    expect(run(top, { type: 'back' })).toBe(top);
  });

  it('a leaf with an action closes and resets (link or click handler)', () => {
    const drilled = run(opened(), { type: 'select', item: docs });
    for (const item of [leaf('cloud'), { id: 'x', title: 'X', onClick: vi.fn() }]) {
      const after = run(drilled, { type: 'select', item });
      expect(after).toMatchObject({ open: false, level: { title: undefined, items }, breadcrumb: [] });
    }
  });

  it('headings, dividers and items without an action are not selectable', () => {
    const drilled = run(opened(), { type: 'select', item: docs });
    for (const item of [heading, rule, { id: 'bare', title: 'Bare' }, { ...docs, isHeading: true }]) {
      expect(run(drilled, { type: 'select', item })).toBe(drilled);
    }
  });

  it('clicking the overlay closes and resets', () => {
    const closed = run(opened(), { type: 'select', item: docs }, { type: 'close' });
    expect(closed).toMatchObject({ open: false, breadcrumb: [], level: { title: undefined } });
  });

  it("opening at 'user-profile' shows the profile's children as the top level", () => {
    const state = run(initialNestedNavState(items), { type: 'open', items, startAt: 'user-profile' });
    expect(state.level).toEqual({ title: 'Ada', items: profile.children });
    expect(state.breadcrumb).toEqual([]);
    // Without a profile branch (nobody signed in) it falls back to the main menu.
    const anonymous = [docs];
    expect(
      run(initialNestedNavState(anonymous), { type: 'open', items: anonymous, startAt: 'user-profile' }).level
        .items,
    ).toBe(anonymous);
  });
});

describe('backControl', () => {
  it('is hidden at the top of the main menu and pops below it', () => {
    const top = opened();
    expect(backControl(top)).toBeUndefined();
    expect(backControl(run(top, { type: 'select', item: docs }))).toBe('pop');
  });

  it('at the top level appears only for the user-profile email heading, as back-to-profile', () => {
    const profileTop = run(initialNestedNavState(items), { type: 'open', items, startAt: 'user-profile' });
    expect(backControl(profileTop)).toBe('back-to-profile');
    // Drilled into the profile from the main menu, Back pops instead.
    expect(backControl(run(opened(), { type: 'select', item: profile }))).toBe('pop');
    // A non-heading item with that id does not count.
    const notHeading = [{ id: USER_PROFILE_EMAIL_ID, title: 'a@b.c', href: '/x/' }];
    expect(
      backControl(run(initialNestedNavState(notHeading), { type: 'open', items: notHeading })),
    ).toBeUndefined();
  });
});
