import { useEffect, useId, useState } from 'react';
import type { RestOperationData } from '../../../core/rest/reference-data.ts';
import type { Translate } from '../../i18n/i18n-context.tsx';
import type { restIslandMessages } from './island-messages.ts';
import { operationScopes } from './try-it-form-state.ts';
import { issueToken, listMyApps } from './send-try-it.ts';

/** How the request is authorised; the token lives in this state only (never storage, never the URL). */
export type AuthChoice =
  { kind: 'none' } | { kind: 'paste'; token: string } | { kind: 'app'; appId: string; token: string };

interface AuthProps {
  operation: RestOperationData;
  t: Translate<typeof restIslandMessages>;
  consoleHref: string;
  apiKey: { in: 'query' | 'header'; name: string } | undefined;
  choice: AuthChoice;
  onChange: (choice: AuthChoice) => void;
}

/** The developer's apps and the token issued for one of them. */
function AppToken({ operation, t, consoleHref, choice, onChange }: AuthProps) {
  const [apps, setApps] = useState<{ id: string; name: string }[]>();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const appId = choice.kind === 'app' ? choice.appId : '';
  useEffect(() => {
    let live = true;
    listMyApps().then(
      (list) => {
        if (!live) return;
        setApps(list);
        if (list[0] !== undefined && appId === '') onChange({ kind: 'app', appId: list[0].id, token: '' });
      },
      (error: unknown) =>
        live &&
        setMessage(
          t('restIsland.tokenFailed', { error: String(error instanceof Error ? error.message : error) }),
        ),
    );
    return () => {
      live = false;
    };
    // Listed once, when the reader picks this way of authorising.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (apps === undefined) return <p role="status">{message === '' ? t('restIsland.loading') : message}</p>;
  if (apps.length === 0) {
    return (
      <p>
        {t('restIsland.noApps')} <a href={consoleHref}>{t('restIsland.createApp')}</a>
      </p>
    );
  }
  const getToken = async () => {
    setBusy(true);
    try {
      const issued = await issueToken(appId, operationScopes(operation));
      onChange({ kind: 'app', appId, token: issued.accessToken });
      const parts = [t('restIsland.tokenIssued', { minutes: Math.round(issued.expiresIn / 60) })];
      if (issued.missingScopes.length > 0)
        parts.push(t('restIsland.missingScopes', { scopes: issued.missingScopes.join(', ') }));
      setMessage(parts.join(' '));
    } catch (error) {
      setMessage(
        t('restIsland.tokenFailed', { error: error instanceof Error ? error.message : String(error) }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="rest-try-app">
      <label htmlFor={selectId}>{t('restIsland.app')}</label>
      <select
        id={selectId}
        value={appId}
        onChange={(e) => onChange({ kind: 'app', appId: e.target.value, token: '' })}
      >
        {apps.map((app) => (
          <option key={app.id} value={app.id}>
            {app.name}
          </option>
        ))}
      </select>{' '}
      <button type="button" disabled={busy || appId === ''} onClick={() => void getToken()}>
        {t('restIsland.getToken')}
      </button>
      <p role="status">{message}</p>
    </div>
  );
}

/** The authorisation part of the form: none, a pasted token (or API key), or one of my apps. */
export function TryItAuth(props: AuthProps) {
  const { t, apiKey, choice, onChange } = props;
  const name = useId();
  const tokenId = useId();
  const kinds = apiKey === undefined ? (['none', 'paste', 'app'] as const) : (['none', 'paste'] as const);
  const labels = {
    none: t('restIsland.authNone'),
    paste: t('restIsland.authPaste'),
    app: t('restIsland.authApp'),
  };
  return (
    <fieldset>
      <legend>{t('restIsland.authorisation')}</legend>
      {kinds.map((kind) => (
        <label key={kind} className="rest-try-choice">
          <input
            type="radio"
            name={name}
            value={kind}
            checked={choice.kind === kind}
            onChange={() =>
              onChange(
                kind === 'none'
                  ? { kind }
                  : kind === 'paste'
                    ? { kind, token: '' }
                    : { kind, appId: '', token: '' },
              )
            }
          />{' '}
          {labels[kind]}
        </label>
      ))}
      {choice.kind === 'paste' && (
        <div className="rest-try-field">
          <label htmlFor={tokenId}>
            {apiKey === undefined ? t('restIsland.token') : t('restIsland.apiKey', { name: apiKey.name })}
          </label>
          <input
            id={tokenId}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={choice.token}
            onChange={(e) => onChange({ kind: 'paste', token: e.target.value })}
          />
        </div>
      )}
      {choice.kind === 'app' && <AppToken {...props} />}
    </fieldset>
  );
}
