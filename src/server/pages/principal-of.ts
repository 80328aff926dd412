import { ANONYMOUS, type Principal } from '../../core/policy/principal.ts';

/**
 * The principal of a request, as set on Astro.locals by the session middleware. Until a session
 * says otherwise, every visitor is anonymous.
 */
export function principalOf(locals: object): Principal {
  const principal = (locals as { principal?: Principal }).principal;
  return principal ?? ANONYMOUS;
}
