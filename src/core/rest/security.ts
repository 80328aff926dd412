import { isObject, stringField, type JsonObject } from './openapi-document.ts';
import type { RestOperationData } from './reference-data.ts';
import type { RefResolver } from './resolve-ref.ts';

/** One entry of `x-atlassian-oauth2-scopes`: scopes of a scheme in a state (Current, Beta). */
export interface VendorScopes {
  scheme: string;
  scopes: string[];
  state: string;
}

/** What an operation says about who may call it. */
export interface OperationSecurity {
  /** Alternatives of schemes that apply together (RestOperationData.security); empty: none. */
  requirements: RestOperationData['security'];
  /** True when one alternative is empty (`{}`): the operation can also be called anonymously. */
  anonymous: boolean;
  /** `x-atlassian-oauth2-scopes`, in the spec's order. */
  vendorScopes: VendorScopes[];
  /** `x-atlassian-connect-scope`. */
  connectScope?: string;
  /** `x-atlassian-data-security-policy` → `app-access-rule-exempt`, when the spec says. */
  appAccessRuleExempt?: boolean;
}

/** The security of an operation: its own `security`, else the document's, with the schemes' kinds. */
export function operationSecurity(
  operation: JsonObject,
  document: JsonObject,
  resolver: RefResolver,
): OperationSecurity {
  const declared = Array.isArray(operation['security'])
    ? operation['security']
    : Array.isArray(document['security'])
      ? document['security']
      : [];
  const components = isObject(document['components']) ? document['components'] : {};
  const schemes = isObject(components['securitySchemes']) ? components['securitySchemes'] : {};
  let anonymous = false;
  const requirements: RestOperationData['security'][number][] = [];
  for (const alternative of declared) {
    if (!isObject(alternative)) continue;
    const entries = Object.entries(alternative);
    if (entries.length === 0) {
      anonymous = true;
      continue;
    }
    requirements.push(
      entries.map(([name, scopes]) => {
        const scheme = resolver.resolve(schemes[name])?.value ?? {};
        const type = stringField(scheme, 'type') ?? 'unknown';
        const httpScheme = stringField(scheme, 'scheme');
        const where = stringField(scheme, 'in');
        const keyName = stringField(scheme, 'name');
        return {
          scheme: name,
          type,
          ...(type === 'http' && httpScheme !== undefined ? { httpScheme: httpScheme.toLowerCase() } : {}),
          ...(type === 'apiKey' && (where === 'query' || where === 'header' || where === 'cookie') && keyName
            ? { apiKey: { in: where, name: keyName } }
            : {}),
          scopes: Array.isArray(scopes)
            ? scopes.filter((scope): scope is string => typeof scope === 'string')
            : [],
        };
      }),
    );
  }
  const result: OperationSecurity = { requirements, anonymous, vendorScopes: vendorScopes(operation) };
  const connect = stringField(operation, 'x-atlassian-connect-scope');
  if (connect !== undefined) result.connectScope = connect;
  const policy = operation['x-atlassian-data-security-policy'];
  if (Array.isArray(policy)) {
    const entry = policy.find(
      (item) => isObject(item) && typeof item['app-access-rule-exempt'] === 'boolean',
    );
    if (isObject(entry)) result.appAccessRuleExempt = entry['app-access-rule-exempt'] === true;
  }
  return result;
}

function vendorScopes(operation: JsonObject): VendorScopes[] {
  const value = operation['x-atlassian-oauth2-scopes'];
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((entry) => ({
    scheme: stringField(entry, 'scheme') ?? '',
    scopes: Array.isArray(entry['scopes'])
      ? entry['scopes'].filter((scope): scope is string => typeof scope === 'string')
      : [],
    state: stringField(entry, 'state') ?? '',
  }));
}

/** True when a request needs credentials (some requirement and no anonymous alternative). */
export function isSecured(security: OperationSecurity): boolean {
  return security.requirements.length > 0 && !security.anonymous;
}
