import type { Account } from '../../schemas/account.ts';
import { isSignedIn } from '../../core/sessions/signed-in.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import type { Locale } from '../../core/i18n/locale.ts';
import { heartbeatMessages } from '../../ui/chrome/heartbeat/messages.ts';
import type { SessionHeartbeatProps } from '../../core/sessions/heartbeat-props.ts';

/**
 * The heartbeat island's props, or undefined when nobody is signed in: the heartbeat renders only
 * for signed-in readers (spec §6), so anonymous pages ship none of its code.
 */
export function sessionHeartbeatProps(
  account: Account | undefined,
  locale: Locale,
  heartbeatPath: string,
): SessionHeartbeatProps | undefined {
  if (!isSignedIn(account)) return undefined;
  return { path: heartbeatPath, i18n: payloadFor(locale, heartbeatMessages) };
}
