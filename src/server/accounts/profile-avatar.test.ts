import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../schemas/account.ts';
import { createLogger } from '../log/logger.ts';
import { csrfMiddleware } from '../middleware/csrf.ts';
import { runMiddleware, type RequestContext } from '../middleware/middleware.ts';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { findAccountById, insertAccount } from './account-store.ts';
import { handleAvatarImage } from './avatar-serve-handler.ts';
import { handleAvatarUpload } from './avatar-upload-handler.ts';
import { upsertOidcAccount } from './oidc-account-store.ts';
import { solidPng } from './png.test-helper.ts';
import type { ProfileHandlerDeps } from './profile-handler-deps.ts';
import { handleScreenName } from './screen-name-handler.ts';
import { testLocals } from '../middleware/test-locals.test-helper.ts';

const log = createLogger('silent', {});
const PNG = solidPng(8, [200, 40, 40]);
const TOKEN = randomBytes(32).toString('base64url');

/** A multipart post of `fields` (a Blob is a file), as a script (JSON) or a browser form (HTML). */
function post(
  path: string,
  fields: Record<string, string | Blob>,
  as: 'json' | 'html' = 'json',
  csrf = true,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, value, 'avatar.png');
  }
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      accept: as === 'html' ? 'text/html,application/xhtml+xml' : '*/*',
      cookie: `portico_csrf=${TOKEN}`,
      ...(csrf ? { 'x-csrf-token': TOKEN } : {}),
    },
    body: form,
  });
}

function profileContract(engine: string, open: () => Promise<Database>) {
  describe(engine, () => {
    let db: Database;
    let ann: Account;
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
      const record = await insertAccount(db, {
        email: 'ann@example.org',
        screenName: 'Ann',
        provider: 'builtin',
      });
      ann = { id: record!.id, email: record!.email, screenName: record!.screenName, avatarUrl: undefined };
    }, 60_000);
    afterAll(() => db.close());

    const deps = (account: Account | undefined = ann): ProfileHandlerDeps => ({
      account,
      db: async () => db,
      now: () => new Date('2026-02-01T10:00:00Z'),
      log,
    });
    const image = (body: Uint8Array, type = 'image/png') => new Blob([new Uint8Array(body)], { type });
    const avatarOf = async (id: string) => (await findAccountById(db, id))?.avatarUrl;

    it('stores an upload checked by its magic bytes, whatever type the browser declared, and serves it', async () => {
      const response = await handleAvatarUpload(
        post('/api/account/avatar', { avatar: image(PNG, 'text/html') }),
        deps(),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { saved: string; avatarUrl: string };
      expect(body.saved).toBe('avatar');
      expect(body.avatarUrl).toMatch(new RegExp(`^/api/account/avatar/${ann.id}\\?v=[\\w-]{12}$`));
      expect(await avatarOf(ann.id)).toBe(body.avatarUrl);

      const url = new URL(body.avatarUrl, 'http://localhost');
      const served = await handleAvatarImage(new Request(url), ann.id, { db: async () => db, log });
      expect(served.status).toBe(200);
      expect(Object.fromEntries(served.headers)).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
        'cross-origin-resource-policy': 'same-origin',
        'content-length': String(PNG.length),
      });
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

      const stale = await handleAvatarImage(new Request('http://localhost/x?v=old'), ann.id, {
        db: async () => db,
        log,
      });
      expect(stale.headers.get('cache-control')).toBe('no-cache');
      const etag = stale.headers.get('etag')!;
      const again = await handleAvatarImage(
        new Request('http://localhost/x', { headers: { 'if-none-match': etag } }),
        ann.id,
        { db: async () => db, log },
      );
      expect(again.status).toBe(304);
      for (const id of ['no-such-account', '../etc', undefined]) {
        expect(
          (await handleAvatarImage(new Request('http://localhost/x'), id, { db: async () => db, log }))
            .status,
        ).toBe(404);
      }
    });

    it('refuses a file over 256 KB, a wrong type, a missing file and a non-form body with clear JSON (400)', async () => {
      const big = solidPng(8, [0, 0, 0], 256 * 1024);
      const cases: [Request, string, RegExp][] = [
        [post('/api/account/avatar', { avatar: image(big) }), 'avatar-too-large', /larger than 256 KB/],
        [
          post('/api/account/avatar', {
            avatar: image(new TextEncoder().encode('<html>hi</html>'), 'image/png'),
          }),
          'avatar-type',
          /PNG, JPEG, WebP or GIF/,
        ],
        [post('/api/account/avatar', { other: 'x' }), 'avatar-missing', /multipart field "avatar"/],
        [
          new Request('http://localhost/api/account/avatar', {
            method: 'POST',
            body: 'x',
            headers: { 'content-type': 'text/plain' },
          }),
          'not-a-form',
          /multipart\/form-data/,
        ],
      ];
      for (const [request, code, reason] of cases) {
        const response = await handleAvatarUpload(request, deps());
        expect(response.status, code).toBe(400);
        const body = (await response.json()) as { code: string; error: string };
        expect(body.code).toBe(code);
        expect(body.error).toMatch(reason);
      }
      // A declared length over the cap is refused before a byte is read.
      const huge = new Request('http://localhost/api/account/avatar', {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(50 * 1024 * 1024),
        },
        body: new ReadableStream({
          pull: () => {
            throw new Error('must not be read');
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect((await (await handleAvatarUpload(huge, deps())).json()) as object).toMatchObject({
        code: 'avatar-too-large',
      });
      expect(await avatarOf(ann.id)).toMatch(/^\/api\/account\/avatar\//);
    });

    it('needs a session (401 JSON, or the login page for a form) and the CSRF token (403)', async () => {
      const anonymous = await handleAvatarUpload(post('/api/account/avatar', { avatar: image(PNG) }), {
        ...deps(),
        account: undefined,
      });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({
        error: 'Sign in to change your profile.',
        code: 'not-signed-in',
      });
      const form = await handleAvatarUpload(post('/api/account/avatar', { avatar: image(PNG) }, 'html'), {
        ...deps(),
        account: undefined,
      });
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/account/login?returnTo=%2Faccount%2Fprofile');

      const context = (): RequestContext => ({ requestId: 't', log, locals: testLocals() });
      const through = (request: Request) =>
        runMiddleware([csrfMiddleware], request, context(), () => handleAvatarUpload(request, deps()));
      const refused = await through(post('/api/account/avatar', { avatar: image(PNG) }, 'json', false));
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: 'Missing or invalid CSRF token.' });
      // A no-JS form sends the token as its `csrf` field instead of the header.
      const viaField = await through(
        post('/api/account/avatar', { csrf: TOKEN, avatar: image(PNG) }, 'html', false),
      );
      expect(viaField.status).toBe(303);
      expect(viaField.headers.get('location')).toBe('/account/profile?saved=avatar');
      const wrongType = await through(
        post(
          '/api/account/avatar',
          { csrf: TOKEN, avatar: image(new TextEncoder().encode('GIF')) },
          'html',
          false,
        ),
      );
      expect(wrongType.headers.get('location')).toBe('/account/profile?error=avatar-type');
    });

    it('removes the upload: a built-in account then has no avatar', async () => {
      const response = await handleAvatarUpload(post('/api/account/avatar', { remove: '1' }), deps());
      expect(await response.json()).toEqual({ saved: 'avatar-removed' });
      expect(await avatarOf(ann.id)).toBeUndefined();
      expect(
        (await handleAvatarImage(new Request('http://localhost/x'), ann.id, { db: async () => db, log }))
          .status,
      ).toBe(404);
    });

    it('shows an OpenID Connect picture until an upload, keeps the upload over new claims, and falls back after removal', async () => {
      const issuer = 'https://id.example.com/';
      const profile = {
        subject: 's1',
        email: 'o@example.org',
        screenName: 'O',
        pictureUrl: 'https://id.example.com/p1.png',
        emailVerified: true,
      };
      const oidc = await upsertOidcAccount(db, issuer, profile);
      expect(oidc.avatarUrl).toBe('https://id.example.com/p1.png');
      const owner: Account = { id: oidc.id, email: oidc.email, screenName: 'O', avatarUrl: oidc.avatarUrl };
      const uploaded = (await (
        await handleAvatarUpload(post('/x', { avatar: image(PNG) }), deps(owner))
      ).json()) as {
        avatarUrl: string;
      };
      const again = await upsertOidcAccount(db, issuer, {
        ...profile,
        pictureUrl: 'https://id.example.com/p2.png',
      });
      expect(again.avatarUrl).toBe(uploaded.avatarUrl);
      await handleAvatarUpload(post('/x', { remove: '1' }), deps(owner));
      expect(await avatarOf(oidc.id)).toBe('https://id.example.com/p2.png');
    });

    it('changes the screen name, refusing an empty, overlong or markup-like one', async () => {
      const save = (screenName: string, as: 'json' | 'html' = 'json') =>
        handleScreenName(
          new Request('http://localhost/api/account/profile', {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              accept: as === 'html' ? 'text/html' : '*/*',
            },
            body: new URLSearchParams({ screenName }),
          }),
          deps(),
        );
      expect(await (await save('  Ann Renamed ')).json()).toEqual({
        saved: 'screen-name',
        screenName: 'Ann Renamed',
      });
      expect((await findAccountById(db, ann.id))?.screenName).toBe('Ann Renamed');
      expect((await save('   ', 'html')).headers.get('location')).toBe(
        '/account/profile?error=missing-fields',
      );
      expect(((await (await save('<b>Ann</b>')).json()) as { code: string }).code).toBe(
        'screen-name-invalid',
      );
      expect((await save('x'.repeat(65))).status).toBe(400);
      expect((await save('Ann', 'html')).headers.get('location')).toBe('/account/profile?saved=screen-name');
      expect((await findAccountById(db, ann.id))?.screenName).toBe('Ann');
    });
  });
}

describeOnEveryDatabase('portico_avatars', profileContract);
