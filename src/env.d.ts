/// <reference types="astro/client" />

// A module (not a script) so the block below augments Astro's types instead of replacing them.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer over, focus in or touch; a selector names the element to watch (src/ui/kit/islands). */
    'client:interaction'?: boolean | string;
  }
}
