import type { Logger } from '../log/logger.ts';
import type { SharedStore } from '../shared-state/shared-store.ts';

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

/** Sizes, clock and shared store of a {@link SignInAddressTracker}. */
export interface SignInAddressTrackerOptions {
  /** Addresses remembered in this process; past this the least recently troubled is forgotten. */
  maxAddresses: number;
  /** Troubles (refusals, failed passwords) within the memory window that make an address dirty. */
  dirtyAt: number;
  /** Troubles are forgotten after this long without a new one. */
  forgetAfterMs: number;
  now: () => number;
  /**
   * Where troubles and holds are kept for every process and machine (PostgreSQL or Redis);
   * without one, this process's memory only (unit tests of the ordering).
   */
  store: SharedStore | undefined;
  /** Where a failing shared store is reported (it never fails a sign-in: the tracker only advises). */
  log: Logger | undefined;
}

interface Entry {
  troubles: number;
  lastTroubleAt: number;
  hold: AddressHold | undefined;
}

const troublesKey = (address: string) => `sign-in-troubles:${address}`;
const holdKey = (address: string) => `sign-in-hold:${address}`;

/**
 * Remembers the sign-in trouble of client addresses: refusals ('busy', 'throttled'), failed
 * passwords and coming back before a refusal's Retry-After. A few troubles are forgiven (a
 * mistyped password, one busy answer waited out); past `dirtyAt` the address is `dirty` and its
 * attempts hash only after those of clean addresses (hash-gate.ts). A refusal with a Retry-After
 * is remembered as a hold, which the HTTP server answers before the app (sign-in-early-refusal.ts).
 *
 * The shared store is the source of truth: every trouble and hold is written through to it, and
 * {@link load} reads an address's standing from it before a sign-in, so a flood spread over
 * several processes or machines is seen whole. This process's map is a front cache, read
 * synchronously by the hashing lanes and the early refusal; it only ever holds what the store
 * was told, and a hold in it ends with its Retry-After as the store's does. Bounded: the least
 * recently troubled address is forgotten first.
 */
export class SignInAddressTracker {
  private readonly entries = new Map<string, Entry>();
  private readonly options: SignInAddressTrackerOptions;
  private readonly pending = new Set<Promise<void>>();

  constructor(options: Partial<SignInAddressTrackerOptions> = {}) {
    this.options = {
      maxAddresses: 10_000,
      dirtyAt: 3,
      forgetAfterMs: 60_000,
      now: Date.now,
      store: undefined,
      log: undefined,
      ...options,
    };
  }

  /** Whether the address's attempts go behind those of clean addresses (as last loaded or told). */
  standing(address: string): AddressStanding {
    const entry = this.current(address);
    return entry !== undefined && entry.troubles >= this.options.dirtyAt ? 'dirty' : 'clean';
  }

  /** The refusal the address is still to wait out, if any, as this process knows it. */
  holdOf(address: string): AddressHold | undefined {
    const hold = this.entries.get(address)?.hold;
    return hold !== undefined && hold.until > this.options.now() ? hold : undefined;
  }

  /**
   * Reads the address's troubles and hold from the shared store into this process (another
   * process may have refused it). A store that cannot be reached leaves what this process knows.
   */
  async load(address: string): Promise<void> {
    const { store } = this.options;
    if (store === undefined) return;
    let troubles: string | undefined;
    let hold: string | undefined;
    try {
      [troubles, hold] = await store.get([troublesKey(address), holdKey(address)]);
    } catch (error) {
      this.options.log?.warn('sign_in_tracker_store_failed', { error: String(error) });
      return;
    }
    const shared = hold === undefined ? undefined : parseHold(hold);
    if (troubles === undefined && shared === undefined) return;
    const entry = this.touch(address);
    if (troubles !== undefined) entry.troubles = Math.max(entry.troubles, Number(troubles));
    if (shared !== undefined && (entry.hold === undefined || entry.hold.until < shared.until))
      entry.hold = shared;
  }

  /** The address's hold from this process, else from the shared store. */
  async lookupHold(address: string): Promise<AddressHold | undefined> {
    if (this.holdOf(address) === undefined) await this.load(address);
    return this.holdOf(address);
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
      const hold: AddressHold = { error, until, everyone: error === 'throttled' };
      entry.hold = hold;
      this.share((store) => store.set(holdKey(address), JSON.stringify(hold), holdSeconds * 1000));
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

  /** A successful sign-in: the address proved a password, its trouble is forgotten everywhere. */
  succeeded(address: string): void {
    this.entries.delete(address);
    this.share((store) => store.delete([troublesKey(address), holdKey(address)]));
  }

  /** Resolves once everything recorded so far has reached the shared store (or failed to). */
  async flushed(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** Addresses remembered in this process now (for tests and logs). */
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

  /** The address's entry, made most recently troubled (so it is forgotten last). */
  private touch(address: string): Entry {
    const entry = this.current(address) ?? { troubles: 0, lastTroubleAt: 0, hold: undefined };
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

  private troubled(address: string, weight: number): Entry {
    const entry = this.touch(address);
    entry.troubles += weight;
    this.share(async (store) => {
      const [count] = await store.increment([
        { key: troublesKey(address), by: weight, ttlMs: this.options.forgetAfterMs },
      ]);
      // The store counts every process's troubles: its count is the address's standing.
      if (count !== undefined && this.entries.get(address) === entry)
        entry.troubles = Math.max(entry.troubles, count);
    });
    return entry;
  }

  /** Writes through to the shared store; a failure is logged, never thrown (the tracker only advises). */
  private share(write: (store: SharedStore) => Promise<unknown>): void {
    const { store } = this.options;
    if (store === undefined) return;
    const done: Promise<void> = write(store).then(
      () => undefined,
      (error: unknown) => this.options.log?.warn('sign_in_tracker_store_failed', { error: String(error) }),
    );
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
  }
}

/** A hold as the store keeps it, or undefined when it is not one (never trusted blindly). */
function parseHold(text: string): AddressHold | undefined {
  try {
    const value = JSON.parse(text) as Partial<AddressHold>;
    if ((value.error !== 'busy' && value.error !== 'throttled') || typeof value.until !== 'number')
      return undefined;
    return { error: value.error, until: value.until, everyone: value.everyone === true };
  } catch {
    return undefined;
  }
}

const SHARED = Symbol.for('portico.signInAddressTracker');

type TrackerSlot = { [SHARED]?: SignInAddressTracker };

/**
 * The process's one tracker. It lives on `globalThis` because two copies of this module run in a
 * portal process: the HTTP server's (sign-in-early-refusal.ts, loaded from source) and the app
 * bundle's (the sign-in handler); both must see the same addresses. Until the running portal
 * publishes its own (on the shared store), a tracker of this process's memory stands in.
 */
export function sharedSignInAddressTracker(): SignInAddressTracker {
  const global = globalThis as TrackerSlot;
  global[SHARED] ??= new SignInAddressTracker();
  return global[SHARED];
}

/**
 * Makes `tracker` the process's one (src/middleware.ts does, with the running portal's tracker
 * on the shared store), so the HTTP server's early refusal reads the same addresses.
 */
export function publishSignInAddressTracker(tracker: SignInAddressTracker): void {
  (globalThis as TrackerSlot)[SHARED] = tracker;
}
