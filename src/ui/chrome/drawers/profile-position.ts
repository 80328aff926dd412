/** Width of the profile drawer (spec §2.3, §9). */
export const PROFILE_DRAWER_WIDTH = 264;
/** Below this viewport width the drawer shifts left by a width-dependent amount (spec §9). */
export const PROFILE_SHIFT_BELOW = 1360;
/** Largest shift between 1025px and 1360px (spec §9). */
export const PROFILE_SHIFT_CAP = 108;
/** Below the desktop breakpoint (1025px) the shift is fixed (spec §9). */
export const PROFILE_SHIFT_TABLET = 216;
const DESKTOP_FROM = 1025;

/**
 * How far left of its trigger the profile drawer starts (spec §9 "Profile drawer shift"): none
 * from 1360px; under 1360px, 1360 minus the viewport width plus 18, capped at 108px; under
 * 1025px, 216px. The drawer hangs below the trigger and extends right, so the shift is what keeps
 * its 264px inside narrower viewports.
 */
export function profileDrawerShift(viewportWidth: number): number {
  if (viewportWidth < DESKTOP_FROM) return PROFILE_SHIFT_TABLET;
  if (viewportWidth < PROFILE_SHIFT_BELOW)
    return Math.min(PROFILE_SHIFT_BELOW - viewportWidth + 18, PROFILE_SHIFT_CAP);
  return 0;
}

/**
 * The drawer's left edge in page pixels: the trigger's left edge minus the shift, then kept inside
 * the visible width (`clientWidth`, the viewport without its scroll bar) so a trigger placed
 * differently from the reference layout never pushes the drawer off screen.
 */
export function profileDrawerLeft(
  triggerLeft: number,
  viewportWidth: number,
  clientWidth = viewportWidth,
): number {
  const left = triggerLeft - profileDrawerShift(viewportWidth);
  return Math.max(0, Math.min(left, clientWidth - PROFILE_DRAWER_WIDTH));
}
