import { useEffect, type RefObject } from 'react';

/**
 * Keeps the page clear of a banner pinned to the bottom of the viewport while `active`: the root
 * scroller's `scroll-padding-bottom` equals the banner's height, so the browser scrolls a focused
 * element above the banner rather than under it (WCAG 2.4.11), and the body gets as much padding
 * at its end, so the last focus stops (the footer's) can scroll that far. The padding is added
 * below everything, so nothing on screen moves. Both follow the banner's height as it wraps.
 */
export function useReservedSpace(banner: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = banner.current;
    if (!active || element === null) return undefined;
    const root = document.documentElement;
    const body = document.body;
    const reserve = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      root.style.scrollPaddingBottom = height;
      body.style.paddingBottom = height;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-bottom');
    };
  }, [banner, active]);
}
