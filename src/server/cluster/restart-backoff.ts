/** A worker that dies sooner than this after it was started counts as a crash loop. */
export const QUICK_EXIT_MS = 5_000;
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/**
 * When to replace dead workers: at once after a worker that ran a while, and with a doubling
 * delay (0.5 s up to 30 s) while workers keep dying right after start, so a crash loop does not
 * spin the machine or flood the log. A worker that lives past QUICK_EXIT_MS resets it.
 */
export class RestartBackoff {
  private quickExits = 0;

  /** Records an exit after `uptimeMs`; returns how long to wait before forking its replacement. */
  delayAfterExit(uptimeMs: number): number {
    if (uptimeMs >= QUICK_EXIT_MS) {
      this.quickExits = 0;
      return 0;
    }
    this.quickExits += 1;
    return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (this.quickExits - 1));
  }
}
