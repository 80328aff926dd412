import { describe, expect, it } from 'vitest';
import {
  ALL_CLOSED,
  drawerReducer,
  type DrawerAction,
  type DrawerId,
  type DrawerState,
} from './drawer-state.ts';

const run = (actions: DrawerAction[], start: DrawerState = ALL_CLOSED) =>
  actions.reduce(drawerReducer, start);
const toggle = (drawer: DrawerId): DrawerAction => ({ type: 'toggle', drawer });

describe('drawerReducer', () => {
  it('opens one drawer at a time: toggling another switches to it', () => {
    expect(run([toggle('documentation')]).open).toBe('documentation');
    expect(run([toggle('documentation'), toggle('resources')]).open).toBe('resources');
    expect(run([toggle('resources'), toggle('userProfile')]).open).toBe('userProfile');
    expect(run([toggle('userProfile'), toggle('documentation')]).open).toBe('documentation');
  });

  it('closes the open drawer when its own trigger is toggled again', () => {
    expect(run([toggle('documentation'), toggle('documentation')]).open).toBeNull();
    expect(run([toggle('resources'), toggle('documentation'), toggle('documentation')]).open).toBeNull();
  });

  it('closes on Escape, and ignores Escape when nothing is open', () => {
    expect(run([toggle('resources'), { type: 'escape' }]).open).toBeNull();
    expect(drawerReducer(ALL_CLOSED, { type: 'escape' })).toBe(ALL_CLOSED);
  });

  it('closes on a press outside at 767px and wider only', () => {
    const open = run([toggle('documentation')]);
    expect(drawerReducer(open, { type: 'pressOutside', viewportWidth: 767 }).open).toBeNull();
    expect(drawerReducer(open, { type: 'pressOutside', viewportWidth: 1440 }).open).toBeNull();
    expect(drawerReducer(open, { type: 'pressOutside', viewportWidth: 766 })).toBe(open);
    expect(drawerReducer(open, { type: 'pressOutside', viewportWidth: 375 })).toBe(open);
  });

  it('closes a drawer by name only when it is the open one', () => {
    const open = run([toggle('resources')]);
    expect(drawerReducer(open, { type: 'close', drawer: 'documentation' })).toBe(open);
    expect(drawerReducer(open, { type: 'close', drawer: 'resources' }).open).toBeNull();
  });
});
