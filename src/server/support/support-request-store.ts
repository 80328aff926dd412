import { sql } from 'kysely';
import type { Database, Queryable } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import type {
  CustomerRequest,
  NewSupportRequest,
  RequestPage,
  Requester,
  StatusCategory,
} from './customer-request.ts';
import type { RequestListQuery } from './service-desk-provider.ts';

/** Key prefix of requests the embedded service desk keeps ('REQ-12'). */
export const EMBEDDED_KEY_PREFIX = 'REQ-';
/** The embedded desk's service desk id and default request type (without a category). */
export const EMBEDDED_SERVICE_DESK_ID = 'embedded';
export const EMBEDDED_DEFAULT_REQUEST_TYPE = 'general';
/** The status a new embedded request starts in. */
export const EMBEDDED_INITIAL_STATUS = { status: 'Waiting for support', statusCategory: 'NEW' } as const;

interface Row {
  id: string;
  issue_key: string;
  request_type_id: string;
  category: string | null;
  summary: string;
  description: string;
  status: string;
  status_category: StatusCategory;
  created_at: Date;
  status_changed_at: Date;
  reporter_email: string;
  reporter_name: string;
}

const COLUMNS = [
  sql<string>`id::text`.as('id'),
  'issue_key',
  'request_type_id',
  'category',
  'summary',
  'description',
  'status',
  'status_category',
  'created_at',
  'status_changed_at',
  'reporter_email',
  'reporter_name',
] as const;

function toRequest(row: Row): CustomerRequest {
  return {
    issueId: row.id,
    issueKey: row.issue_key,
    requestTypeId: row.request_type_id,
    serviceDeskId: EMBEDDED_SERVICE_DESK_ID,
    summary: row.summary,
    description: row.description,
    category: row.category ?? undefined,
    createdDate: new Date(row.created_at),
    currentStatus: {
      status: row.status,
      statusCategory: row.status_category,
      statusDate: new Date(row.status_changed_at),
    },
    reporter: { emailAddress: row.reporter_email, displayName: row.reporter_name },
    webUrl: undefined,
  };
}

/** A request raised at Jira Service Management, as the portal links it to the account. */
export interface LinkedRequest {
  issueId: string;
  issueKey: string;
  requestTypeId: string;
  createdDate: Date;
}

/** The support_requests table (migration 0009-support-requests). */
export interface SupportRequestStore {
  /** Keeps a request of the embedded desk; resolves with it once committed. */
  insertEmbedded(requester: Requester, request: NewSupportRequest, now: Date): Promise<CustomerRequest>;
  /** Records that the account raised this Jira request through the portal (committed on resolve). */
  link(requester: Requester, request: NewSupportRequest, linked: LinkedRequest): Promise<void>;
  /** The account's embedded requests, newest first. */
  list(accountId: string, query: RequestListQuery): Promise<RequestPage>;
  /** The keys of every Jira request the account raised through the portal. */
  linkedKeys(accountId: string): Promise<Set<string>>;
}

async function insertRow(
  tx: Queryable,
  values: { key: string | undefined; provider: 'embedded' | 'jsm'; requestTypeId: string },
  requester: Requester,
  request: NewSupportRequest,
  description: string,
  at: Date,
): Promise<Row> {
  const q = typedSql(tx);
  // One sequence value is both the id and, for the embedded desk, the number in the key.
  const { id } = await q
    .selectNoFrom(sql<string>`nextval(pg_get_serial_sequence('support_requests', 'id'))::text`.as('id'))
    .executeTakeFirstOrThrow();
  return q
    .insertInto('support_requests')
    .values({
      id,
      issue_key: values.key ?? `${EMBEDDED_KEY_PREFIX}${id}`,
      provider: values.provider,
      account_id: requester.accountId,
      reporter_email: requester.email,
      reporter_name: requester.displayName,
      request_type_id: values.requestTypeId,
      category: request.category?.id ?? null,
      summary: request.summary,
      description,
      status: EMBEDDED_INITIAL_STATUS.status,
      status_category: EMBEDDED_INITIAL_STATUS.statusCategory,
      created_at: at.toISOString(),
      status_changed_at: at.toISOString(),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The support request store over the portal's database. */
export function supportRequestStore(db: Database): SupportRequestStore {
  return {
    insertEmbedded: async (requester, request, now) =>
      toRequest(
        await db.transaction((tx) =>
          insertRow(
            tx,
            {
              key: undefined,
              provider: 'embedded',
              requestTypeId: request.category?.id ?? EMBEDDED_DEFAULT_REQUEST_TYPE,
            },
            requester,
            request,
            request.description,
            now,
          ),
        ),
      ),
    link: async (requester, request, linked) => {
      // Jira keeps the description; the portal keeps only what links the request to the account.
      await db.transaction((tx) =>
        insertRow(
          tx,
          { key: linked.issueKey, provider: 'jsm', requestTypeId: linked.requestTypeId },
          requester,
          request,
          '',
          linked.createdDate,
        ),
      );
    },
    list: async (accountId, query) => {
      let select = typedSql(db)
        .selectFrom('support_requests')
        .select(COLUMNS)
        .where('account_id', '=', accountId)
        .where('provider', '=', 'embedded');
      if (query.status === 'OPEN_REQUESTS') select = select.where('status_category', '<>', 'DONE');
      if (query.status === 'CLOSED_REQUESTS') select = select.where('status_category', '=', 'DONE');
      const rows = await select
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit + 1)
        .offset(query.start)
        .execute();
      return {
        values: rows.slice(0, query.limit).map(toRequest),
        start: query.start,
        limit: query.limit,
        isLastPage: rows.length <= query.limit,
      };
    },
    linkedKeys: async (accountId) => {
      const rows = await typedSql(db)
        .selectFrom('support_requests')
        .select('issue_key')
        .where('account_id', '=', accountId)
        .where('provider', '=', 'jsm')
        .execute();
      return new Set(rows.map((row) => row.issue_key));
    },
  };
}
