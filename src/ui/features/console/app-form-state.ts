import type { FieldProblem } from '../../../core/console/index.ts';

/** What an app page shows of its last post: a refusal to re-render, or a change just done. */
export interface AppFormState {
  /** Where the page's forms post (the page itself). */
  action: string;
  csrfToken: string;
  /** Whether the developer's role lets them change this page (viewers only look). */
  canEdit: boolean;
  /** The intent of a refused post, its status, problems and typed fields. */
  refused?:
    | {
        intent: string;
        status: number;
        problems: readonly FieldProblem[];
        fields: Readonly<Record<string, string | string[]>>;
      }
    | undefined;
  /** The intent of the change just made (`?done=` after the redirect), for its confirmation. */
  done?: string | undefined;
}

/** The problems of a refused post of `intent`, none for another form of the page. */
export function problemsOf(state: AppFormState, intent: string): readonly FieldProblem[] {
  return state.refused?.intent === intent ? state.refused.problems : [];
}

/** The fields of a refused post of `intent`, to fill its form again. */
export function fieldsOf(
  state: AppFormState,
  intent: string,
): Readonly<Record<string, string | string[]>> | undefined {
  return state.refused?.intent === intent ? state.refused.fields : undefined;
}
