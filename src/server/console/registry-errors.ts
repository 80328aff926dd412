import type { AppAction, FieldProblem } from '../../core/console/index.ts';

/**
 * Input the console's rules refuse (a quota reached, a requirement to go public missing, a
 * duplicate): the handler answers 400 and shows each message beside its field.
 */
export class AppFieldError extends Error {
  readonly problems: readonly FieldProblem[];

  constructor(problems: readonly FieldProblem[]) {
    super(problems.map((problem) => `${problem.field}: ${problem.message}`).join('; '));
    this.name = 'AppFieldError';
    this.problems = problems;
  }
}

/**
 * The app does not exist for this account: missing, or the account has no role on it. Callers
 * answer 404 either way, so an app's id reveals nothing to a stranger.
 */
export class AppNotFoundError extends Error {
  readonly appId: string;

  constructor(appId: string) {
    super(`No app '${appId}' for this account`);
    this.appId = appId;
    this.name = 'AppNotFoundError';
  }
}

/** The account sees the app but its role does not allow `action` (a viewer editing): 403. */
export class AppActionForbiddenError extends Error {
  readonly appId: string;
  readonly action: AppAction;

  constructor(appId: string, action: AppAction) {
    super(`Your role on app '${appId}' does not allow ${action}`);
    this.appId = appId;
    this.action = action;
    this.name = 'AppActionForbiddenError';
  }
}
