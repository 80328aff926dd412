/** The e2e harness: import everything a spec needs from here. See e2e/README.md. */
export { expectNoAxeViolations, formatAxeViolations, type AxeOptions, type AxeViolation } from './axe.ts';
export { browser, closeBrowser, CHROMIUM_ARGS } from './browser.ts';
export { RESULTS_DIR, SCREENSHOTS_DIR, SERVER_LOG_FILE } from './paths.ts';
export { screenshotPath } from './screenshots.ts';
export { portal, portalDataDir, stopPortal, PORTAL_START_TIMEOUT_MS, type Portal } from './server.ts';
export {
  registerOverHttp,
  signInOverHttp,
  verificationLinkFor,
  verifyFromOutbox,
  type NewAccount,
} from './accounts.ts';
export { waitForHydration } from './hydration.ts';
export { e2eSpec, type Spec } from './spec.ts';
export { ALL_WIDTHS, DEFAULT_WIDTHS, VIEWPORT_HEIGHT, type View, type ViewOptions } from './viewports.ts';
export { startExtraPortal, EXTRA_PORTAL_HOOK_TIMEOUT_MS, type ExtraPortal } from './extra-portal.ts';
export { signInWithForm, startContentPortal, type ContentPortal } from './content-portal.ts';
