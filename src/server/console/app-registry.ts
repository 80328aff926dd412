import type {
  AccountFeatureFlag,
  ApiEnrolment,
  AppDetails,
  AppRole,
  AuditEntry,
  ConsoleApp,
  CreateAppInput,
  Credentials,
  Deployment,
  DeploymentReport,
  EnvironmentType,
  Member,
  MemberRole,
  OutboundAuthService,
  OutboundAuthServiceInput,
  Owner,
} from '../../schemas/console.ts';

/** Who makes a change: their account id, and their address for the audit log. */
export interface Actor {
  id: string;
  email?: string;
}

/** A developer to add to an app, resolved from the add-member form's email by the caller. */
export interface NewMember {
  accountId: string;
  email: string;
  role: MemberRole;
}

/**
 * An app as one account sees it: the list entry, the viewer's role, the client id (never the
 * secret), the editable details, callback URLs and members.
 */
export interface AppView {
  app: ConsoleApp;
  role: AppRole;
  owner: { id: string; email: string };
  clientId: string;
  /** Raised by each rotation; tokens of an older generation are void. */
  secretGeneration: number;
  details: AppDetails;
  callbackUrls: string[];
  members: Member[];
  /** Outbound auth services, without their client secrets (`findOutboundAuthService` reads it). */
  outboundAuth: OutboundAuthService[];
  createdAt: string;
}

/** Who reads an app's deployment history: a developer with a role on it, or the app itself. */
export type DeploymentReader = { accountId: string } | { clientId: string };

/** One deployment with the environment it went to. */
export interface EnvironmentDeployment {
  environment: EnvironmentType;
  deployment: Deployment;
}

/** The recent deployments of one environment of an app, newest first. */
export interface EnvironmentDeployments {
  environment: EnvironmentType;
  deployments: Deployment[];
}

/**
 * What the distribution rules need besides the details: the acting developer's console
 * features (going public needs directAppDistribution).
 */
export interface DetailsContext {
  features: ReadonlySet<AccountFeatureFlag>;
}

/**
 * Where the console keeps apps (decision 0026): the embedded registry in the portal database by
 * default, a vendor's platform by configuration. Every change is checked against the caller's
 * role (`roleOn`/`can` of the core) and audited, and resolves only once it is committed. An app
 * the caller has no role on rejects with AppNotFoundError (404), a role that does not allow the
 * change with AppActionForbiddenError (403), input the rules refuse with AppFieldError (400).
 */
export interface AppRegistry {
  readonly kind: 'embedded' | 'vendor';
  /** Apps the account owns or is a member of, most recently updated first. */
  listApps(ownerOrMemberId: string): Promise<ConsoleApp[]>;
  /** undefined when the app is missing OR the account has no role: the page answers 404. */
  findApp(appId: string, accountId: string): Promise<AppView | undefined>;
  /** Creates an app within the owner's quota; the only time besides rotation the secret is known. */
  createApp(owner: Owner, input: CreateAppInput): Promise<{ app: ConsoleApp; credentials: Credentials }>;
  updateDetails(appId: string, actor: Actor, details: AppDetails, context: DetailsContext): Promise<void>;
  /** A new secret (shown once); the old one and every token minted with it stop working. */
  rotateSecret(appId: string, actor: Actor): Promise<Credentials>;
  addCallbackUrl(appId: string, actor: Actor, url: string): Promise<void>;
  removeCallbackUrl(appId: string, actor: Actor, url: string): Promise<void>;
  /** Enrols the app in an API, merging scopes; the caller has checked `apiAdditionProblems`. */
  addApi(appId: string, actor: Actor, enrolment: ApiEnrolment): Promise<void>;
  removeApi(appId: string, actor: Actor, apiId: string): Promise<void>;
  addMember(appId: string, actor: Actor, member: NewMember): Promise<void>;
  removeMember(appId: string, actor: Actor, accountId: string): Promise<void>;
  /**
   * Adds the outbound auth service, or replaces the one with the same key (its secret included).
   * An app missing or hidden rejects with AppOrOutboundAuthServiceNotFound.
   */
  putOutboundAuth(appId: string, actor: Actor, input: OutboundAuthServiceInput): Promise<void>;
  /** OutboundAuthServiceNotFound when the app has no such service, AppOrOutbound… when hidden. */
  removeOutboundAuth(appId: string, actor: Actor, key: string): Promise<void>;
  recordDeployment(appId: string, actor: Actor, report: DeploymentReport): Promise<void>;
  /**
   * The app whose client id and secret these are (the secret checked against its stored hash),
   * or undefined when either is wrong: the deployments API's client credentials (decision 0028).
   */
  authenticateClient(
    clientId: string,
    clientSecret: string,
  ): Promise<{ appId: string; clientId: string } | undefined>;
  /**
   * Records a deployment reported by the app itself, authenticated as `clientId`, audited with
   * the app as actor (`appActorId`). AppNotFoundError when the client is not the app's.
   */
  recordAppDeployment(
    appId: string,
    clientId: string,
    report: DeploymentReport,
  ): Promise<EnvironmentDeployment>;
  /** The latest `limit` (at most 50) deployments of each environment, for a developer or the app. */
  deploymentHistory(
    appId: string,
    reader: DeploymentReader,
    limit: number,
  ): Promise<EnvironmentDeployments[]>;
  /** The app's audit log, newest first, for an account allowed to read it. */
  auditLog(appId: string, accountId: string): Promise<AuditEntry[]>;
  /** Deletes the app with everything it has, its client and tokens included. */
  deleteApp(appId: string, actor: Actor): Promise<void>;
}
