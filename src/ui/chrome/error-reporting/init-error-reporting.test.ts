import { describe, expect, it, vi } from 'vitest';
import { appModuleFor, APP_MODULES } from '../../../core/telemetry/app-modules.ts';
import { initErrorReporting } from './init-error-reporting.ts';

const page = { hostname: 'developer.stg.example.com', userAgent: 'Chrome', environment: 'staging' as const };

describe('initErrorReporting', () => {
  it('does nothing, and loads nothing, without a DSN', async () => {
    const load = vi.fn();
    await expect(initErrorReporting(undefined, page, load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the SDK with the host name as environment, the release and the app_module tag', async () => {
    const init = vi.fn();
    const config = {
      dsn: 'https://public@errors.example.net/1',
      release: 'r-42',
      appModule: 'homepage' as const,
    };
    await expect(initErrorReporting(config, page, async () => ({ init }))).resolves.toBe(true);
    const options = init.mock.calls[0]![0] as Record<string, unknown> & {
      beforeSend: (event: object, hint: object) => object | null;
    };
    expect(options).toMatchObject({
      dsn: config.dsn,
      environment: 'developer.stg.example.com',
      release: 'r-42',
      initialScope: { tags: { app_module: 'homepage' } },
    });
    expect(options.beforeSend({ message: 'm' }, {})).toMatchObject({ fingerprint: ['m', ''] });
  });

  it('wires beforeSend to drop events locally', async () => {
    const init = vi.fn();
    const config = {
      dsn: 'https://public@errors.example.net/1',
      release: 'r',
      appModule: 'homepage' as const,
    };
    await initErrorReporting(config, { ...page, environment: 'local' }, async () => ({ init }));
    const { beforeSend } = init.mock.calls[0]![0] as { beforeSend: (event: object, hint: object) => unknown };
    expect(beforeSend({ message: 'm' }, {})).toBeNull();
  });
});

describe('appModuleFor', () => {
  it('maps the portal areas to the spec module names', () => {
    expect(appModuleFor('/')).toBe('homepage');
    expect(appModuleFor('/cloud')).toBe('docs-index');
    expect(appModuleFor('/server/')).toBe('docs-index');
    expect(appModuleFor('/changelog/')).toBe('changelogs');
    expect(appModuleFor('/search/')).toBe('dac-search');
    expect(appModuleFor('/cloud/jira/platform/rest/v3/intro/')).toBe('rest-api-docs');
    expect(appModuleFor('/platform/graphql/')).toBe('graphql-docs');
    expect(appModuleFor('/cloud/jira/platform/getting-started/')).toBe('documentation-markdown');
    for (const path of ['/', '/support', '/console/myapps/', '/cloud/connect/modules/'])
      expect(APP_MODULES).toContain(appModuleFor(path));
  });
});
