import { useId, useRef, useState } from 'react';
import type { RestOperationData } from '../../../core/rest/reference-data.ts';
import {
  buildTryItRequest,
  curlOf,
  parameterKey,
  type TryItProblem,
  type TryItRequest,
} from '../../../core/rest/try-it-request.ts';
import type { Translate } from '../../i18n/i18n-context.tsx';
import type { restIslandMessages } from './island-messages.ts';
import { TryItAuth, type AuthChoice } from './try-it-auth.tsx';
import { apiKeyScheme, initialBody, initialParameters } from './try-it-form-state.ts';
import { sendTryIt, type TryItOutcome } from './send-try-it.ts';

type T = Translate<typeof restIslandMessages>;

const PROBLEM_IDS = {
  required: 'restIsland.problem.required',
  'not-in-enum': 'restIsland.problem.notInEnum',
  'invalid-json': 'restIsland.problem.invalidJson',
  'invalid-url': 'restIsland.problem.invalidUrl',
  'not-sendable': 'restIsland.problem.notSendable',
} as const satisfies Record<TryItProblem['problem'], keyof typeof restIslandMessages>;

/** The enum of a schema, as strings, when it has one. */
const enumOf = (schema: unknown) => {
  const values = (schema as { enum?: unknown } | undefined)?.enum;
  return Array.isArray(values) ? values.map(String) : undefined;
};

function Field(props: {
  label: string;
  value: string;
  options?: string[];
  required?: boolean;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="rest-try-field">
      <label htmlFor={id}>{props.label}</label>
      {props.options === undefined ? (
        <input
          id={id}
          value={props.value}
          required={props.required}
          onChange={(e) => props.onChange(e.target.value)}
        />
      ) : (
        <select
          id={id}
          value={props.value}
          required={props.required}
          onChange={(e) => props.onChange(e.target.value)}
        >
          {!props.required && <option value="" />}
          {props.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

/**
 * "Try it" for one operation: a form built from it (server and variables, parameters, the body as
 * JSON text), an authorisation (decision 0033), and the response: status, time, headers and body.
 * The request goes straight to the API; without a response, the equivalent curl is offered.
 */
export function TryItPanel({
  operation,
  t,
  consoleHref,
}: {
  operation: RestOperationData;
  t: T;
  consoleHref: string;
}) {
  const [serverIndex, setServerIndex] = useState(0);
  const [variables, setVariables] = useState<Record<string, string>>({});
  const [parameters, setParameters] = useState(() => initialParameters(operation));
  const [body, setBody] = useState(() => initialBody(operation));
  const [auth, setAuth] = useState<AuthChoice>({ kind: 'none' });
  const [problems, setProblems] = useState<TryItProblem[]>([]);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ outcome: TryItOutcome; request: TryItRequest }>();
  const [status, setStatus] = useState('');
  const [copied, setCopied] = useState(false);
  const bodyId = useId();
  const problemsRef = useRef<HTMLDivElement>(null);
  const server = operation.servers[serverIndex];
  const keyScheme = apiKeyScheme(operation);

  const send = async () => {
    const token = auth.kind === 'none' ? '' : auth.token;
    const built = buildTryItRequest({
      operation,
      serverIndex,
      serverVariables: variables,
      parameters,
      ...(body === undefined ? {} : { body }),
      ...(token === ''
        ? {}
        : {
            auth:
              keyScheme === undefined
                ? { kind: 'bearer', token }
                : { kind: 'apiKey', ...keyScheme, value: token },
          }),
      base: window.location.origin,
    });
    if (!built.ok) {
      setProblems(built.problems);
      setStatus(t('restIsland.problems'));
      requestAnimationFrame(() => problemsRef.current?.focus());
      return;
    }
    setProblems([]);
    setSending(true);
    setStatus(t('restIsland.sending'));
    const outcome = await sendTryIt(built.request);
    setSending(false);
    setCopied(false);
    setResult({ outcome, request: built.request });
    setStatus(
      outcome.kind === 'response'
        ? t('restIsland.done', { status: outcome.status, ms: outcome.ms })
        : t('restIsland.cors'),
    );
  };

  return (
    <div className="rest-try-it">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <fieldset>
          <legend>{t('restIsland.server')}</legend>
          {operation.servers.length > 1 && (
            <Field
              label={t('restIsland.server')}
              value={String(serverIndex)}
              required
              options={operation.servers.map((_, index) => String(index))}
              onChange={(value) => setServerIndex(Number(value))}
            />
          )}
          <p>
            <code>{server?.url ?? '/'}</code>
          </p>
          {Object.entries(server?.variables ?? {}).map(([name, variable]) => (
            <Field
              key={name}
              label={name}
              value={variables[name] ?? variable.default}
              required
              {...(variable.enum === undefined ? {} : { options: [...variable.enum] })}
              onChange={(value) => setVariables({ ...variables, [name]: value })}
            />
          ))}
        </fieldset>
        {operation.parameters.length > 0 && (
          <fieldset>
            <legend>{t('restIsland.parameters')}</legend>
            {operation.parameters.map((parameter) => {
              const key = parameterKey(parameter);
              const options = enumOf(parameter.schema);
              return (
                <Field
                  key={key}
                  label={`${parameter.name} (${parameter.in})${parameter.required ? ` · ${t('restIsland.required')}` : ''}`}
                  value={parameters[key] ?? ''}
                  required={parameter.required}
                  {...(options === undefined ? {} : { options })}
                  onChange={(value) => setParameters({ ...parameters, [key]: value })}
                />
              );
            })}
          </fieldset>
        )}
        {body !== undefined && (
          <div className="rest-try-field">
            <label htmlFor={bodyId}>{t('restIsland.body', { contentType: body.contentType })}</label>
            <textarea
              id={bodyId}
              rows={Math.min(16, Math.max(4, body.text.split('\n').length))}
              spellCheck={false}
              value={body.text}
              onChange={(e) => setBody({ ...body, text: e.target.value })}
            />
          </div>
        )}
        <TryItAuth
          operation={operation}
          t={t}
          consoleHref={consoleHref}
          apiKey={keyScheme}
          choice={auth}
          onChange={setAuth}
        />
        {problems.length > 0 && (
          <div ref={problemsRef} tabIndex={-1} role="alert" className="rest-try-problems">
            <p>{t('restIsland.problems')}</p>
            <ul>
              {problems.map((problem) => (
                <li key={`${problem.field}:${problem.problem}`}>
                  {t(PROBLEM_IDS[problem.problem], { field: problem.field })}
                </li>
              ))}
            </ul>
          </div>
        )}
        <button type="submit" className="rest-try-send" disabled={sending}>
          {sending ? t('restIsland.sending') : t('restIsland.send')}
        </button>
      </form>
      <div role="status" aria-live="polite" className="visually-hidden">
        {status}
      </div>
      {result?.outcome.kind === 'response' && (
        <section className="rest-try-response" aria-label={t('restIsland.response')}>
          <p>
            <strong className="rest-try-status">
              {t('restIsland.status', { status: result.outcome.status })}
            </strong>{' '}
            {result.outcome.statusText} · {t('restIsland.time', { ms: result.outcome.ms })}
          </p>
          <details>
            <summary>{t('restIsland.headers')}</summary>
            <dl className="rest-try-headers">
              {result.outcome.headers.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </details>
          <p>{t('restIsland.responseBody')}</p>
          <pre className="rest-try-body" tabIndex={0}>
            <code>{result.outcome.body}</code>
          </pre>
        </section>
      )}
      {result?.outcome.kind === 'no-response' && (
        <div className="rest-try-cors">
          <p>{t('restIsland.cors')}</p>
          <pre tabIndex={0}>
            <code>{curlOf(result.request)}</code>
          </pre>
          <button
            type="button"
            onClick={() => {
              // The article's copy helper is not imported here: it imports this feature.
              void navigator.clipboard.writeText(curlOf(result.request)).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {copied ? t('restIsland.copied') : t('restIsland.copyCurl')}
          </button>
        </div>
      )}
    </div>
  );
}
