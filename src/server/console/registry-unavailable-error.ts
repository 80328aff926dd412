/** Why the vendor's registry could not answer. */
export type UnavailableReason = 'unreachable' | 'timeout' | 'status' | 'malformed';

/**
 * The vendor's app registry did not give a usable answer: unreachable, too slow, an error status
 * the protocol does not give a meaning to (5xx, 401, 429…), or an answer of the wrong shape.
 * Pages answer 503: the app may well exist, the portal just cannot tell now. The message names
 * the operation and the status, never the service credential or a body the vendor sent.
 */
export class RegistryUnavailableError extends Error {
  override readonly name = 'RegistryUnavailableError';
  readonly status = 503;
  readonly reason: UnavailableReason;
  /** The vendor's HTTP status, when it answered at all. */
  readonly vendorStatus: number | undefined;

  constructor(reason: UnavailableReason, message: string, vendorStatus?: number) {
    super(message);
    this.reason = reason;
    this.vendorStatus = vendorStatus;
  }
}
