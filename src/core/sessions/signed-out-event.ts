/**
 * Window event the heartbeat fires when the session has ended (a 401): the header signs out.
 * In a file of its own so the header, which every visitor loads, does not pull in the
 * heartbeat's constants, which only signed-in visitors need.
 */
export const SIGNED_OUT_EVENT = 'portico:signed-out';
