import { describe, expect, it } from 'vitest';
import type { CommandResult } from '../ensure-chromium.ts';
import {
  DEFAULT_NGINX_PATH,
  findOrInstallNginx,
  NGINX_APT_COMMANDS,
  NginxNotFoundError,
  type NginxDeps,
} from './nginx-install.ts';

const missing: CommandResult = { status: null, stdout: '', error: 'spawnSync /usr/sbin/nginx ENOENT' };

/** A system where `installed` paths run `-v`, and apt-get installs the default path (unless it fails). */
function fakeSystem(options: {
  env?: NodeJS.ProcessEnv;
  isRoot: boolean;
  installed: string[];
  aptFails?: boolean;
}) {
  const installed = new Set(options.installed);
  const calls: string[] = [];
  const deps: NginxDeps = {
    env: options.env ?? {},
    isRoot: options.isRoot,
    // nginx -v prints on stderr: only the status says it runs.
    probe: (file) => (installed.has(file) ? { status: 0, stdout: '' } : missing),
    run: (file, args, env) => {
      calls.push(`${file} ${args.join(' ')} [${env['DEBIAN_FRONTEND'] ?? ''}]`);
      if (options.aptFails) return { status: 100, stdout: '' };
      if (args[0] === 'install') installed.add(DEFAULT_NGINX_PATH);
      return { status: 0, stdout: '' };
    },
    log: () => undefined,
  };
  return { deps, calls };
}

describe('findOrInstallNginx', () => {
  it("uses Debian's nginx when it is there, without apt-get", () => {
    const { deps, calls } = fakeSystem({ isRoot: true, installed: [DEFAULT_NGINX_PATH] });
    expect(findOrInstallNginx(deps)).toBe(DEFAULT_NGINX_PATH);
    expect(calls).toEqual([]);
  });

  it('installs the nginx package with apt-get when root and it is missing', () => {
    const { deps, calls } = fakeSystem({ isRoot: true, installed: [] });
    expect(findOrInstallNginx(deps)).toBe(DEFAULT_NGINX_PATH);
    expect(calls).toEqual(NGINX_APT_COMMANDS.map((args) => `apt-get ${args.join(' ')} [noninteractive]`));
    expect(NGINX_APT_COMMANDS.at(-1)).toContain('nginx');
  });

  it('says how to install it when not root, and never runs apt-get', () => {
    const { deps, calls } = fakeSystem({ isRoot: false, installed: [] });
    expect(() => findOrInstallNginx(deps)).toThrow(NginxNotFoundError);
    expect(() => findOrInstallNginx(deps)).toThrow(/sudo apt-get install nginx/);
    expect(calls).toEqual([]);
  });

  it('reports a failed apt-get with the how-to', () => {
    const { deps } = fakeSystem({ isRoot: true, installed: [], aptFails: true });
    expect(() => findOrInstallNginx(deps)).toThrow(
      /apt-get update failed \(exit status 100\)[\s\S]*NGINX_PATH/,
    );
  });

  it('takes NGINX_PATH when it runs, and refuses it (rather than replacing it) when it does not', () => {
    const custom = '/opt/nginx/sbin/nginx';
    const works = fakeSystem({ env: { NGINX_PATH: custom }, isRoot: true, installed: [custom] });
    expect(findOrInstallNginx(works.deps)).toBe(custom);
    const broken = fakeSystem({ env: { NGINX_PATH: custom }, isRoot: true, installed: [DEFAULT_NGINX_PATH] });
    expect(() => findOrInstallNginx(broken.deps)).toThrow(
      /NGINX_PATH=\/opt\/nginx\/sbin\/nginx does not run/,
    );
    expect(broken.calls).toEqual([]);
  });
});
