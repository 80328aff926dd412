import { clientIdOfActor } from '../../../core/console/index.ts';
import type { AuditEntry } from '../../../schemas/console.ts';
import type { AuditProps, AuditRow } from '../../../ui/features/console-admin/audit-panel.tsx';
import type { AdminPageSpec } from '../console-admin-route-data.ts';

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 25;

function rowOf(entry: AuditEntry): AuditRow {
  const clientId = clientIdOfActor(entry.actorId);
  return {
    id: entry.id,
    at: entry.at,
    action: entry.action,
    actor:
      clientId === undefined
        ? { kind: 'developer', label: entry.actorEmail ?? entry.actorId }
        : { kind: 'app', clientId },
    details: Object.entries(entry.details).map(([key, value]) => [key, String(value)]),
  };
}

/**
 * One page of the audit log (`?page=`, from 1), newest first: the entries, the page count, and
 * links to the newer and older pages. A page that is not a whole number in range shows the first.
 */
export function auditPageOf(entries: readonly AuditEntry[], asked: string | null, path: string): AuditProps {
  const pages = Math.max(1, Math.ceil(entries.length / AUDIT_PAGE_SIZE));
  const wanted = asked === null ? 1 : /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : Number.NaN;
  const badPage = asked !== null && !(wanted >= 1 && wanted <= pages);
  const page = badPage ? 1 : wanted;
  const start = (page - 1) * AUDIT_PAGE_SIZE;
  const href = (target: number) => (target === 1 ? path : `${path}?page=${target}`);
  return {
    rows: entries.slice(start, start + AUDIT_PAGE_SIZE).map(rowOf),
    page,
    pages,
    badPage,
    newerHref: page > 1 ? href(page - 1) : undefined,
    olderHref: page < pages ? href(page + 1) : undefined,
  };
}

/** The audit log page: who changed what and when, newest first, 25 to a page. */
export const auditPage: AdminPageSpec<AuditProps> = {
  async props(context, page) {
    const { view, registry, developer } = context;
    const entries = await registry.auditLog(view.app.id, developer.actor.id);
    return auditPageOf(entries, page.url.searchParams.get('page'), page.url.pathname);
  },
};
