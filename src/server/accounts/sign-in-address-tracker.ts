/** Whether an address has been well-behaved lately: `dirty` ones wait behind `clean` ones to hash. */
export type AddressStanding = 'clean' | 'dirty';

/** A refusal an address was given and must wait out; coming back sooner is refused before the app. */
export interface AddressHold {
  error: 'busy' | 'throttled';
  /** Epoch ms the refusal's Retry-After ends. */
  until: number;
  /** Whether it binds browsers with a known-device cookie too (an address-wide throttle) or only strangers. */
  everyone: boolean;
}

/** Sizes and clock of a {@link SignInAddressTracker}. */
export interface SignInAddressTrackerOptions {
  /** Addresses remembered; past this the least recently troubled is forgotten. */
  maxAddresses: number;
  /** Troubles (refusals, failed passwords) within the memory window that make an address dirty. */
  dirtyAt: number;
  /** Troubles are forgotten after this long without a new one. */
  forgetAfterMs: number;
  now: () => number;
}

interface Entry {
  troubles: number;
  lastTroubleAt: number;
  hold: AddressHold | undefined;
}

/**
 * Remembers, in this process only, the sign-in trouble of client addresses: refusals ('busy',
 * 'throttled'), failed passwords and coming back before a refusal's Retry-After. A few troubles are
 * forgiven (a mistyped password, one busy answer waited out); past `dirtyAt` the address is `dirty`
 * and its attempts hash only after those of clean addresses (hash-gate.ts). A refusal with a
 * Retry-After is remembered as a hold, which the HTTP server answers before the app
 * (sign-in-early-refusal.ts). Bounded: the least recently troubled address is forgotten first.
 */
export class SignInAddressTracker {
  private readonly entries = new Map<string, Entry>();
  private readonly options: SignInAddressTrackerOptions;

  constructor(options: Partial<SignInAddressTrackerOptions> = {}) {
    this.options = { maxAddresses: 10_000, dirtyAt: 3, forgetAfterMs: 60_000, now: Date.now, ...options };
  }

  /** Whether the address's attempts go behind those of clean addresses. */
  standing(address: string): AddressStanding {
    const entry = this.current(address);
    return entry !== undefined && entry.troubles >= this.options.dirtyAt ? 'dirty' : 'clean';
  }

  /** The refusal the address is still to wait out, if any. */
  holdOf(address: string): AddressHold | undefined {
    const hold = this.entries.get(address)?.hold;
    return hold !== undefined && hold.until > this.options.now() ? hold : undefined;
  }

  /**
   * Records a refusal. With `holdSeconds`, the address is held that long: for a busy answer its
   * strangers, for an address-wide throttle everyone (the database would refuse them all alike).
   */
  refused(address: string, error: AddressHold['error'], holdSeconds?: number): void {
    const entry = this.troubled(address, 1);
    if (holdSeconds === undefined) return;
    const until = this.options.now() + holdSeconds * 1000;
    if (entry.hold === undefined || entry.hold.until <= until) {
      entry.hold = { error, until, everyone: error === 'throttled' };
    }
  }

  /** Records a failed password. */
  failed(address: string): void {
    this.troubled(address, 1);
  }

  /** Records an attempt that came back before its Retry-After: that alone makes the address dirty. */
  cameBackEarly(address: string): void {
    this.troubled(address, this.options.dirtyAt);
  }

  /** A successful sign-in: the address proved a password, its trouble is forgotten. */
  succeeded(address: string): void {
    this.entries.delete(address);
  }

  /** Addresses remembered now (for tests and logs). */
  get size(): number {
    return this.entries.size;
  }

  private current(address: string): Entry | undefined {
    const entry = this.entries.get(address);
    if (entry === undefined) return undefined;
    if (this.options.now() - entry.lastTroubleAt < this.options.forgetAfterMs) return entry;
    if (entry.hold !== undefined && entry.hold.until > this.options.now()) {
      entry.troubles = 0;
      return entry;
    }
    this.entries.delete(address);
    return undefined;
  }

  private troubled(address: string, weight: number): Entry {
    const entry = this.current(address) ?? { troubles: 0, lastTroubleAt: 0, hold: undefined };
    entry.troubles += weight;
    entry.lastTroubleAt = this.options.now();
    // Re-inserted, so the map's order is least recently troubled first: that one is forgotten.
    this.entries.delete(address);
    this.entries.set(address, entry);
    if (this.entries.size > this.options.maxAddresses) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }
}

const SHARED = Symbol.for('portico.signInAddressTracker');

/**
 * The process's one tracker. It lives on `globalThis` because two copies of this module run in a
 * portal process: the HTTP server's (sign-in-early-refusal.ts, loaded from source) and the app
 * bundle's (the sign-in handler); both must see the same addresses.
 */
export function sharedSignInAddressTracker(): SignInAddressTracker {
  const global = globalThis as { [SHARED]?: SignInAddressTracker };
  global[SHARED] ??= new SignInAddressTracker();
  return global[SHARED];
}
