import { useEffect, useSyncExternalStore } from 'react';
import type { Environment } from '../../../core/telemetry/environment.ts';
import { consentSettings } from '../../../core/consent/consent-cookie.ts';
import { pageConsentStore, type ConsentSnapshot } from './consent-store.ts';

const NOT_LOADED: ConsentSnapshot = { loaded: false, consent: undefined };

const subscribe = (listener: () => void) => pageConsentStore().subscribe(listener);
const snapshot = () => pageConsentStore().snapshot();
const serverSnapshot = () => NOT_LOADED;

/**
 * The page's cookie preferences for a component: not loaded during server rendering and
 * hydration, then loaded (with the stored decision, if any) once the store has read its cookie
 * with the environment's settings.
 */
export function useConsent(environment: Environment): ConsentSnapshot {
  useEffect(() => pageConsentStore().configure(consentSettings(environment)), [environment]);
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
