/** UI strings of the session heartbeat (spec §8): its signed-out notice and its debug display. */
export const heartbeatMessages = {
  'heartbeat.signedOut': 'Your session has ended.',
  'heartbeat.signInAgain': 'Sign in again',
  'heartbeat.dismiss': 'Dismiss',
  'heartbeat.debugTitle': 'Session heartbeat',
  'heartbeat.debugState': 'Idle tracker',
  'heartbeat.debugNextCall': 'Next heartbeat',
  'heartbeat.debugExpiry': 'Session expiry',
  'heartbeat.debugUnknown': 'not yet known',
  'heartbeat.stateRunning': 'running',
  'heartbeat.stateIdle': 'idle',
  'heartbeat.stateTabInactive': 'tab inactive',
} as const;
