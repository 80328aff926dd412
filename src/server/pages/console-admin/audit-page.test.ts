import { describe, expect, it } from 'vitest';
import { appActorId } from '../../../core/console/index.ts';
import type { AuditEntry } from '../../../schemas/console.ts';
import { AUDIT_PAGE_SIZE, auditPageOf } from './audit-page.ts';

const PATH = '/console/myapps/app-1/audit-log/';

function entries(count: number): AuditEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `entry-${index}`,
    appId: 'app-1',
    actorId: 'account-1',
    actorEmail: 'owner@example.com',
    action: 'app.updated',
    at: new Date(Date.UTC(2026, 10, 26, 12, 0, count - index)).toISOString(),
    details: { fields: 'name' },
  }));
}

describe('auditPageOf', () => {
  it('shows the newest entries first, a page at a time, with links both ways', () => {
    const log = entries(AUDIT_PAGE_SIZE * 2 + 3);
    const first = auditPageOf(log, null, PATH);
    expect(first).toMatchObject({ page: 1, pages: 3, badPage: false, newerHref: undefined });
    expect(first.olderHref).toBe(`${PATH}?page=2`);
    expect(first.rows[0]!.id).toBe('entry-0');
    expect(first.rows).toHaveLength(AUDIT_PAGE_SIZE);
    const second = auditPageOf(log, '2', PATH);
    expect(second.newerHref).toBe(PATH);
    expect(second.olderHref).toBe(`${PATH}?page=3`);
    const last = auditPageOf(log, '3', PATH);
    expect(last.rows.map((row) => row.id)).toEqual(['entry-50', 'entry-51', 'entry-52']);
    expect(last.olderHref).toBeUndefined();
  });

  it('shows the first page, with a note, for a page that does not exist', () => {
    for (const asked of ['0', '4', '-1', 'two', '1.5', '']) {
      const page = auditPageOf(entries(60), asked, PATH);
      expect(page, asked).toMatchObject({ page: 1, badPage: true });
    }
    expect(auditPageOf([], null, PATH)).toMatchObject({ page: 1, pages: 1, rows: [], badPage: false });
  });

  it('names a developer by their address and the app by its client id', () => {
    const [developer] = entries(1);
    const app: AuditEntry = { ...developer!, id: 'by-app', actorId: appActorId('client-123') };
    delete app.actorEmail;
    const stranger: AuditEntry = { ...developer!, id: 'gone', actorId: 'account-9' };
    delete stranger.actorEmail;
    const rows = auditPageOf([developer!, app, stranger], null, PATH).rows;
    expect(rows.map((row) => row.actor)).toEqual([
      { kind: 'developer', label: 'owner@example.com' },
      { kind: 'app', clientId: 'client-123' },
      { kind: 'developer', label: 'account-9' },
    ]);
    expect(rows[0]!.details).toEqual([['fields', 'name']]);
  });
});
