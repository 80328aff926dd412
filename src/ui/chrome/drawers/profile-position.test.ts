import { describe, expect, it } from 'vitest';
import { PROFILE_DRAWER_WIDTH, profileDrawerLeft, profileDrawerShift } from './profile-position.ts';

describe('profileDrawerShift (spec §9)', () => {
  it('does not shift at 1360px and wider', () => {
    expect(profileDrawerShift(1360)).toBe(0);
    expect(profileDrawerShift(1920)).toBe(0);
  });

  it('shifts by 1360 minus the width plus 18 under 1360px, capped at 108px', () => {
    expect(profileDrawerShift(1359)).toBe(19);
    expect(profileDrawerShift(1300)).toBe(78);
    expect(profileDrawerShift(1270)).toBe(108);
    expect(profileDrawerShift(1269)).toBe(108);
    expect(profileDrawerShift(1025)).toBe(108);
  });

  it('shifts by 216px under 1025px', () => {
    expect(profileDrawerShift(1024)).toBe(216);
    expect(profileDrawerShift(768)).toBe(216);
  });
});

describe('profileDrawerLeft', () => {
  it('starts the shift left of the trigger', () => {
    expect(profileDrawerLeft(1100, 1440)).toBe(1100);
    expect(profileDrawerLeft(1000, 1300)).toBe(922);
    expect(profileDrawerLeft(720, 768)).toBe(504);
  });

  it('keeps the 264px drawer inside the visible width', () => {
    expect(PROFILE_DRAWER_WIDTH).toBe(264);
    expect(profileDrawerLeft(1400, 1440)).toBe(1440 - 264);
    expect(profileDrawerLeft(1400, 1440, 1425)).toBe(1425 - 264);
    expect(profileDrawerLeft(100, 768)).toBe(0);
  });
});
