import Provider from 'oidc-provider';
import type { Database } from '../storage/database.ts';
import type { ClientMetadataSource } from './client-metadata.ts';

/** What oidc-provider stores: a JSON object per model and id. */
type Payload = Record<string, unknown>;

interface PayloadRow {
  payload: Payload;
  consumed: boolean;
}

/**
 * An adapter class for oidc-provider over the `oauth_payload` table (decision 0026 §4), and the
 * `Client` model over the console's registry. One row per (model, id); token rows carry their
 * client id (the foreign key cascades an app's deletion to them) and the secret generation of the
 * client the request authenticated as, read from `Provider.ctx`: a token minted with a secret
 * that a rotation has since replaced is never found again, even if it was written while the
 * rotation committed.
 */
export function payloadAdapter(db: () => Promise<Database>, clients: ClientMetadataSource) {
  return class PortalPayloadAdapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      if (this.model === 'Client') throw new Error('Clients are kept by the app registry.');
      const clientId = typeof payload['clientId'] === 'string' ? payload['clientId'] : null;
      const generation = clientId === null ? null : generationOfRequestClient(clientId);
      const expiresAt =
        expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000).toISOString();
      await (
        await db()
      ).query(
        `insert into oauth_payload (model, id, payload, grant_id, user_code, uid, client_id, secret_generation, expires_at)
         values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9::timestamptz)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, client_id = excluded.client_id,
           secret_generation = excluded.secret_generation, expires_at = excluded.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          stringField(payload, 'grantId'),
          stringField(payload, 'userCode'),
          stringField(payload, 'uid'),
          clientId,
          generation,
          expiresAt,
        ],
      );
    }

    async find(id: string): Promise<Payload | undefined> {
      if (this.model === 'Client') return clients(id);
      return this.#findBy('id', id);
    }

    findByUid(uid: string): Promise<Payload | undefined> {
      return this.#findBy('uid', uid);
    }

    findByUserCode(userCode: string): Promise<Payload | undefined> {
      return this.#findBy('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await (
        await db()
      ).query('update oauth_payload set consumed_at = $3::timestamptz where model = $1 and id = $2', [
        this.model,
        id,
        new Date().toISOString(),
      ]);
    }

    async destroy(id: string): Promise<void> {
      await (await db()).query('delete from oauth_payload where model = $1 and id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await (await db()).query('delete from oauth_payload where grant_id = $1', [grantId]);
    }

    async #findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<Payload | undefined> {
      const [row] = await (
        await db()
      ).query<PayloadRow>(
        `select p.payload, p.consumed_at is not null as consumed
         from oauth_payload p left join oauth_client c on c.client_id = p.client_id
         where p.model = $1 and p.${column} = $2
           and (p.expires_at is null or p.expires_at > $3::timestamptz)
           and (p.secret_generation is null or p.secret_generation = c.secret_generation)
         limit 1`,
        [this.model, value, new Date().toISOString()],
      );
      if (row === undefined) return undefined;
      return row.consumed ? { ...row.payload, consumed: true } : row.payload;
    }
  };
}

function stringField(payload: Payload, key: string): string | null {
  const value = payload[key];
  return typeof value === 'string' ? value : null;
}

/**
 * The secret generation of the client the current request authenticated as, when it is the
 * token's client; null outside a provider request (a grant saved by the consent page).
 */
function generationOfRequestClient(clientId: string): number | null {
  const client = Provider.ctx?.oidc.client;
  if (client?.clientId !== clientId) return null;
  return typeof client.secret_generation === 'number' ? client.secret_generation : null;
}
