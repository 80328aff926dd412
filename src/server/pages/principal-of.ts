import { ANONYMOUS, type Principal } from '../../core/policy/principal.ts';

/**
 * The principal of a request, as set on Astro.locals by the session middleware. Until a session
 * says otherwise, every visitor is anonymous.
 */
export function principalOf(locals: object): Principal {
  const principal = (locals as { principal?: Principal }).principal;
  return principal ?? ANONYMOUS;
}

/**
 * The frontend features enabled for a request (spec §6 "which frontend features the user can
 * use"), as set on Astro.locals by the session middleware. Anonymous visitors have none.
 */
export function featuresOf(locals: object): ReadonlySet<string> {
  return (locals as { features?: ReadonlySet<string> }).features ?? new Set<string>();
}
