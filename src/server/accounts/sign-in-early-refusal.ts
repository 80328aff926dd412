import type { IncomingMessage, ServerResponse } from 'node:http';
import { accountPageUrl, LOGIN_PATH, SIGN_IN_ACTION } from './account-page-urls.ts';
import { clientAddressFrom } from './client-address.ts';
import { knownDeviceIn } from './known-device-cookie.ts';
import { safeReturnTo } from './return-to.ts';
import { sharedSignInAddressTracker, type SignInAddressTracker } from './sign-in-address-tracker.ts';

/** Sizes of a {@link SignInEarlyRefusal}. */
export interface SignInEarlyRefusalOptions {
  /** The addresses' troubles; default: the process's tracker, looked up on each request. */
  tracker: SignInAddressTracker | undefined;
  /** Refusals held at once; past this they are answered at once. */
  maxHeld: number;
  /** The longest one refusal is held, below the time-outs of proxies and browsers. */
  maxHoldMs: number;
  now: () => number;
}

/** Form bodies longer than this are not read for their returnTo (the login form's is far shorter). */
const MAX_FORM_BYTES = 8 * 1024;

/**
 * The cheapest answer to a sign-in flood, given by the HTTP server before the app sees the
 * request: a login post from an address that was refused with a Retry-After (sign-in-address-tracker.ts)
 * and came back before it passed gets the same refusal again (303 to the login page with the
 * error, and the wait when throttled), held until its Retry-After is over. Holding costs a timer,
 * not CPU, and a client that waits for its answers slows itself to one attempt per Retry-After.
 * A busy refusal holds only strangers: a browser with a known-device cookie goes on to its own
 * hashing lane. Coming back early also makes the address dirty (it hashes after clean ones).
 * A hold this process does not know yet is looked up in the shared store (one key read), so an
 * address refused by another process or machine is held here too.
 */
export class SignInEarlyRefusal {
  private readonly options: SignInEarlyRefusalOptions;
  private held = 0;

  constructor(options: Partial<SignInEarlyRefusalOptions> = {}) {
    this.options = {
      tracker: undefined,
      maxHeld: 1000,
      maxHoldMs: 10_000,
      now: () => Date.now(),
      ...options,
    };
  }

  /** Refusals being held now. */
  get holding(): number {
    return this.held;
  }

  /** Whether the request is a sign-in post, the only kind this may answer (cheap, synchronous). */
  applies(req: IncomingMessage): boolean {
    // The app ignores a trailing slash (astro.config.ts), so the form's target is reached either way.
    const path = (req.url ?? '').split('?')[0]?.replace(/\/$/, '');
    return req.method === 'POST' && path === SIGN_IN_ACTION;
  }

  /**
   * Answers the request if it is a sign-in to refuse early, else calls `next` (synchronously for
   * anything but a sign-in post); `headers` gives the answer's security headers. A request
   * passed on is untouched, body included. A shared store that cannot answer passes it on: the
   * app's own throttle still decides.
   */
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    headers: () => Record<string, string>,
    next: () => void,
  ): void {
    if (!this.applies(req)) {
      next();
      return;
    }
    this.refuse(req, res, headers).then(
      (answered) => {
        if (!answered) next();
      },
      () => next(),
    );
  }

  /** Answers a sign-in post if its address must still wait, and resolves whether it did. */
  async refuse(
    req: IncomingMessage,
    res: ServerResponse,
    headers: () => Record<string, string>,
  ): Promise<boolean> {
    if (!this.applies(req)) return false;
    const forwarded = req.headers['x-forwarded-for'];
    const address = clientAddressFrom(
      typeof forwarded === 'string' ? forwarded : undefined,
      req.socket.remoteAddress ?? '',
    );
    const { now } = this.options;
    const tracker = this.options.tracker ?? sharedSignInAddressTracker();
    const hold = await tracker.lookupHold(address);
    if (hold === undefined) return false;
    if (!hold.everyone && knownDeviceIn(req.headers.cookie ?? null) !== undefined) return false;
    tracker.cameBackEarly(address);
    const form = readReturnTo(req);
    const answer = () => {
      const wait = hold.error === 'throttled' ? (hold.until - now()) / 1000 : undefined;
      res.writeHead(303, {
        ...headers(),
        Location: accountPageUrl(LOGIN_PATH, form.returnTo, hold.error, wait),
        'Cache-Control': 'no-store',
        'Content-Length': '0',
      });
      res.end();
    };
    // The client may have gone while the store was asked: nothing to hold, nothing to count.
    if (res.destroyed) return true;
    if (this.held >= this.options.maxHeld) {
      answer();
      return true;
    }
    this.held += 1;
    const timer = setTimeout(answer, Math.min(hold.until - now(), this.options.maxHoldMs));
    res.once('close', () => {
      clearTimeout(timer);
      this.held -= 1;
    });
    return true;
  }
}

/** Reads a urlencoded body's returnTo while the answer is held ('/' until then, or if unreadable). */
function readReturnTo(req: IncomingMessage): { returnTo: string } {
  const form = { returnTo: safeReturnTo(undefined) };
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) return form;
  const chunks: Buffer[] = [];
  let length = 0;
  req.on('data', (chunk: Buffer) => {
    length += chunk.length;
    if (length <= MAX_FORM_BYTES) chunks.push(chunk);
  });
  req.on('end', () => {
    if (length > MAX_FORM_BYTES) return;
    form.returnTo = safeReturnTo(new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('returnTo'));
  });
  req.on('error', () => undefined);
  return form;
}

let shared: SignInEarlyRefusal | undefined;

/** The HTTP server's early refusal, on the process's one address tracker. */
export function sharedSignInEarlyRefusal(): SignInEarlyRefusal {
  shared ??= new SignInEarlyRefusal();
  return shared;
}
