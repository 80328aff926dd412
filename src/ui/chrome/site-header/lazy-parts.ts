import { lazy } from 'react';

/*
 * The header's drawers are not in the server HTML (their pages /docs/ and /resources are) and are
 * needed only after a click, so their code is split out of the island and fetched on intent
 * (pointer over or focus on a trigger) or on the click itself. This keeps the header's share of
 * the page's JavaScript budget small.
 */
const loaders = {
  drawerPanel: () => import('./drawer-panel.tsx'),
  documentation: () => import('../drawers/documentation-drawer.tsx'),
  resources: () => import('../drawers/resources-drawer.tsx'),
  userProfile: () => import('../drawers/profile-drawer.tsx'),
  mobileNav: () => import('./mobile-nav-mount.tsx'),
};

/** A part of the header whose code loads on demand. */
export type LazyPart = keyof typeof loaders;

/** Starts fetching a part's code (idempotent: the module loader caches it). */
export function preloadPart(part: LazyPart): void {
  void loaders[part]().catch(() => {
    // A failed prefetch is retried by the render that needs the part, which then reports it.
  });
}

export const LazyDrawerPanel = lazy(loaders.drawerPanel);
export const LazyDocumentationDrawer = lazy(() =>
  loaders.documentation().then((m) => ({ default: m.DocumentationDrawer })),
);
export const LazyResourcesDrawer = lazy(() =>
  loaders.resources().then((m) => ({ default: m.ResourcesDrawer })),
);
export const LazyProfileDrawer = lazy(() =>
  loaders.userProfile().then((m) => ({ default: m.ProfileDrawer })),
);
export const LazyMobileNav = lazy(() => loaders.mobileNav().then((m) => ({ default: m.MobileNavMount })));
