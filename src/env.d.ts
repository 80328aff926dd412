/// <reference types="astro/client" />

// A module (not a script) so the blocks below augment Astro's types instead of replacing them.
import type { RequestLocals } from './server/middleware/middleware.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer over, focus in or touch; a selector names the element to watch (src/ui/kit/islands). */
    'client:interaction'?: boolean | string;
  }
}

declare global {
  namespace App {
    /**
     * What the middleware hands every page and route (Astro.locals): the portal's services, the
     * visitor's principal, account and session, the locale, and the page's CSRF token and CSP
     * nonce. Typed here, so nothing casts it (lint refuses `locals as …`).
     */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Astro's declaration merging needs an interface
    interface Locals extends RequestLocals {}
  }
}
