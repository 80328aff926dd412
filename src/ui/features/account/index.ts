/**
 * What the global chrome uses of the account feature: the session's account as the header shows
 * it. The account pages themselves are rendered by their page shells (src/pages/account).
 */
export { useSessionAccount } from './use-session-account.ts';
