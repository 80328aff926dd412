import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../accounts/png.test-helper.ts';
import { createLogger } from '../log/logger.ts';
import { csrfMiddleware } from '../middleware/csrf.ts';
import { runMiddleware } from '../middleware/middleware.ts';
import { testLocals } from '../middleware/test-locals.test-helper.ts';
import { consoleAppPage } from './console-app-page.ts';
import { consoleFixture, type TestDeveloper } from './console-fixtures.test-helper.ts';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { appAvatarPost } from '../console/app-avatar-form.ts';
import { handleAppAvatarImage } from '../console/app-avatar-serve-handler.ts';
import { appAvatarStore, type AppAvatarStore } from '../console/app-avatar-store.ts';
import { deletePost } from '../console/delete-form.ts';
import { readConsentApp } from '../console/oauth-client-store.ts';
import { AppFieldError } from '../console/registry-errors.ts';
import { settingsPost } from '../console/settings-form.ts';

const log = createLogger('silent', {});
const TOKEN = randomBytes(32).toString('base64url');
const RED = solidPng(40, [200, 40, 40]);
const BLUE = solidPng(20, [40, 40, 200]);

type Fixture = Awaited<ReturnType<typeof consoleFixture>>;

describeOnEveryDatabase('console_app_avatar', (name, open) => {
  describe(`app avatars (${name})`, () => {
    let db: Database;
    let fixture: Fixture;
    let avatars: AppAvatarStore;
    let owner: TestDeveloper;
    let viewer: TestDeveloper;
    let stranger: TestDeveloper;
    beforeAll(async () => {
      db = await open();
      fixture = await consoleFixture(db);
      avatars = appAvatarStore(async () => db);
      [owner, viewer, stranger] = [
        await fixture.developer(),
        await fixture.developer(),
        await fixture.developer(),
      ];
    }, 60_000);

    const newApp = async () => {
      const { app } = await fixture.createApp(owner, 'Avatar app');
      await fixture.registry.addMember(app.id, owner, {
        accountId: viewer.id,
        email: viewer.email,
        role: 'viewer',
      });
      return app.id;
    };
    /** A multipart post of the settings page's avatar form, as a browser sends it. */
    const multipart = (appId: string, fields: Record<string, string | Uint8Array>, csrf = true) => {
      const form = new FormData();
      if (csrf) form.set('csrf', TOKEN);
      for (const [field, value] of Object.entries(fields)) {
        if (typeof value === 'string') form.set(field, value);
        else form.set(field, new Blob([new Uint8Array(value)], { type: 'image/png' }), 'avatar.png');
      }
      return new Request(`http://portal.test/console/myapps/${appId}/settings/`, {
        method: 'POST',
        headers: { cookie: `portico_csrf=${TOKEN}`, accept: 'text/html' },
        body: form,
      });
    };
    const settings = (appId: string, who: TestDeveloper, fields: Record<string, string | Uint8Array>) => {
      const page = fixture.page(`/console/myapps/${appId}/settings/`, who, {});
      return consoleAppPage({ ...page, request: multipart(appId, fields) }, appId, 'settings', settingsPost);
    };
    const fileOf = async (appId: string) =>
      (await fixture.registry.findApp(appId, owner.id))?.details.avatarFileId;
    const serve = (fileId: string, init?: RequestInit) =>
      handleAppAvatarImage(new Request(`http://portal.test/api/console/app-avatar/${fileId}`, init), fileId, {
        avatars,
        log,
      });
    const filesOf = async (appId: string) =>
      (
        await db.query<{ file_id: string }>('select file_id from console_app_avatar where app_id = $1', [
          appId,
        ])
      ).map((row) => row.file_id);

    it('uploads a re-encoded square image, audited, served to anyone with immutable caching', async () => {
      const appId = await newApp();
      const result = await settings(appId, owner, { intent: 'avatar', avatar: RED });
      expect(result).toEqual({
        kind: 'redirect',
        location: `/console/myapps/${appId}/settings/?done=avatar`,
      });
      const fileId = await fileOf(appId);
      expect(fileId).toMatch(/^[\w-]{24}$/);

      const served = await serve(fileId!);
      expect(served.status).toBe(200);
      expect(Object.fromEntries(served.headers)).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
      const image = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect([image.format, image.width, image.height]).toEqual(['webp', 256, 256]);
      const again = await serve(fileId!, { headers: { 'if-none-match': served.headers.get('etag')! } });
      expect(again.status).toBe(304);
      expect((await serve(fileId!, { method: 'POST' })).status).toBe(405);
      for (const other of ['not-a-stored-file', '../etc/passwd'])
        expect((await serve(other)).status).toBe(404);

      const audit = await fixture.registry.auditLog(appId, owner.id);
      expect(audit[0]).toMatchObject({ action: 'app.updated', details: { fields: 'avatarFileId' } });
      // The consent screen reads it from the same row.
      const { clientId } = (await fixture.registry.findApp(appId, owner.id))!;
      expect((await readConsentApp(db, clientId))?.avatarFileId).toBe(fileId);
    });

    it('replacing the avatar removes the old file; removing it clears the id and the file', async () => {
      const appId = await newApp();
      await settings(appId, owner, { intent: 'avatar', avatar: RED });
      const first = (await fileOf(appId))!;
      await settings(appId, owner, { intent: 'avatar', avatar: BLUE });
      const second = (await fileOf(appId))!;
      expect(second).not.toBe(first);
      expect((await serve(first)).status).toBe(404);
      expect(await filesOf(appId)).toEqual([second]);

      const removed = await settings(appId, owner, { intent: 'avatar-remove' });
      expect(removed).toEqual({
        kind: 'redirect',
        location: `/console/myapps/${appId}/settings/?done=avatar-remove`,
      });
      expect(await fileOf(appId)).toBeUndefined();
      expect((await serve(second)).status).toBe(404);
      expect(await filesOf(appId)).toEqual([]);
    });

    it('refuses a file over 256 KB, a wrong type or none with 400 naming the field, storing nothing', async () => {
      const appId = await newApp();
      const cases: [Record<string, string | Uint8Array>, RegExp][] = [
        [{ intent: 'avatar', avatar: solidPng(8, [0, 0, 0], 256 * 1024) }, /larger than 256 KB/],
        [
          { intent: 'avatar', avatar: new TextEncoder().encode('<svg><script>1</script></svg>') },
          /PNG, JPEG/,
        ],
        // Right magic bytes, no image behind them: refused when decoding.
        [{ intent: 'avatar', avatar: RED.subarray(0, 40) }, /PNG, JPEG/],
        [{ intent: 'avatar' }, /choose an image file/],
      ];
      for (const [fields, message] of cases) {
        const page = await settings(appId, owner, fields);
        if (page.kind !== 'app') throw new Error(page.kind);
        expect(page.status).toBe(400);
        expect(page.form.refused?.problems).toEqual([
          { field: 'avatar', message: expect.stringMatching(message) },
        ]);
        expect(page.form.refused?.problems[0]?.message).toMatch(/^App avatar: /);
      }
      expect(await filesOf(appId)).toEqual([]);
      expect(await fileOf(appId)).toBeUndefined();
    });

    it('lets a viewer change nothing (403) and shows a stranger nothing (404)', async () => {
      const appId = await newApp();
      for (const intent of ['avatar', 'avatar-remove']) {
        const page = await settings(appId, viewer, { intent, avatar: RED });
        if (page.kind !== 'app') throw new Error(page.kind);
        expect(page.status).toBe(403);
      }
      expect((await settings(appId, stranger, { intent: 'avatar', avatar: RED })).kind).toBe('not-found');
      expect(await filesOf(appId)).toEqual([]);
    });

    it('needs the CSRF token: the multipart form carries it as its csrf field', async () => {
      const appId = await newApp();
      const page = fixture.page(`/console/myapps/${appId}/settings/`, owner, {});
      const through = (request: Request) =>
        runMiddleware([csrfMiddleware], request, { requestId: 't', log, locals: testLocals() }, async () =>
          Response.json(await consoleAppPage({ ...page, request }, appId, 'settings', settingsPost)),
        );
      const refused = await through(multipart(appId, { intent: 'avatar', avatar: RED }, false));
      expect(refused.status).toBe(403);
      expect(await fileOf(appId)).toBeUndefined();
      const passed = await through(multipart(appId, { intent: 'avatar', avatar: RED }));
      expect(await passed.json()).toMatchObject({ kind: 'redirect' });
      expect(await fileOf(appId)).toBeDefined();
    });

    it('removes a new file the registry refuses, and the app’s files when the app is deleted', async () => {
      const appId = await newApp();
      await settings(appId, owner, { intent: 'avatar', avatar: RED });
      const kept = (await fileOf(appId))!;
      const view = (await fixture.registry.findApp(appId, owner.id))!;
      const refusing = {
        ...fixture.registry,
        updateDetails: () => Promise.reject(new AppFieldError([{ field: 'name', message: 'refused' }])),
      };
      const developer = {
        actor: owner,
        owner: { ...owner, emailVerified: true },
        features: new Set(),
      } as never;
      const refused = await appAvatarPost(
        'avatar',
        { avatar: new Blob([new Uint8Array(BLUE)]) },
        {
          registry: refusing,
          developer,
          view,
          catalogue: [],
          avatars,
        },
      );
      expect(refused).toMatchObject({ kind: 'render', status: 400 });
      expect(await filesOf(appId)).toEqual([kept]);

      const page = fixture.page(`/console/myapps/${appId}/delete/`, owner, { confirmName: 'Avatar app' });
      expect(await consoleAppPage(page, appId, 'delete', deletePost)).toMatchObject({ kind: 'redirect' });
      expect(await filesOf(appId)).toEqual([]);
      expect((await serve(kept)).status).toBe(404);
    });
  });
});
