// The parts of oidc-provider (no types of its own) that the portal's authorization server
// (src/server/oauth) and the test issuer of the account tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** A client as oidc-provider built it from the adapter's metadata. */
  export interface OidcClient {
    clientId: string;
    clientSecret?: string;
    /** Extra metadata keeps its snake_case name. */
    secret_generation?: number;
    compareClientSecret(presented: string): boolean | Promise<boolean>;
  }

  /** The request context oidc-provider hands to configuration callbacks. */
  export interface OidcProviderContext {
    req: IncomingMessage;
    oidc: {
      client?: OidcClient;
      session?: {
        accountId?: string | undefined;
        loginTs?: number | undefined;
        authorizations?: Record<string, unknown>;
        grantIdFor(clientId: string): string | undefined;
        resetIdentifier(): void;
      };
      result?: { consent?: { grantId?: string } };
      params?: Record<string, unknown>;
    };
  }

  /** A grant of scopes to one client for one account. */
  export interface OidcGrant {
    readonly jti: string;
    readonly accountId: string;
    readonly clientId: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  /** A token or code as `find` returns it. */
  export interface OidcToken {
    readonly jti: string;
    clientId: string;
    accountId?: string;
    scope?: string;
    aud?: string | string[];
    grantId?: string;
    isExpired: boolean;
  }

  /** A token model: `find` answers undefined for a missing, expired or consumed token. */
  export interface OidcTokenModel {
    find(value: string, options?: { ignoreExpiration?: boolean }): Promise<OidcToken | undefined>;
  }

  /** A pending interaction (login or consent), as `interactionDetails` returns it. */
  export interface OidcInteraction {
    uid: string;
    grantId?: string;
    session?: { accountId?: string };
    params: Record<string, unknown> & { client_id?: string };
    prompt: {
      name: string;
      reasons: string[];
      details: {
        missingOIDCScope?: string[];
        missingResourceScopes?: Record<string, string[]>;
      } & Record<string, unknown>;
    };
  }

  /** A check of an interaction prompt. */
  export interface Check {
    readonly reason: string;
  }

  /** Makes a check; `check` answers true (REQUEST_PROMPT) to ask the prompt. */
  export interface CheckConstructor {
    readonly REQUEST_PROMPT: true;
    readonly NO_NEED_TO_PROMPT: false;
    new (reason: string, description: string, check: (ctx: OidcProviderContext) => boolean): Check;
  }

  /** One prompt of the interaction policy. */
  export interface Prompt {
    name: string;
    checks: Check[] & { add(check: Check, index?: number): void };
  }

  export const interactionPolicy: {
    base(): Prompt[] & { get(name: string): Prompt | undefined };
    Check: CheckConstructor;
  };

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
  };

  /** An OpenID provider (a Koa app): `callback()` is its Node request handler. */
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    static readonly ctx: OidcProviderContext | undefined;
    proxy: boolean;
    readonly issuer: string;
    callback(): (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<OidcInteraction>;
    interactionResult(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    readonly Client: {
      prototype: OidcClient;
      find(id: string): Promise<OidcClient | undefined>;
    };
    readonly AccessToken: OidcTokenModel;
    readonly ClientCredentials: OidcTokenModel;
    readonly RefreshToken: OidcTokenModel;
    readonly Grant: {
      new (properties: { clientId: string; accountId: string }): OidcGrant;
      find(id: string): Promise<OidcGrant | undefined>;
    };
  }
}
