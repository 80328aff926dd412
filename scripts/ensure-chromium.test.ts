import { describe, expect, it } from 'vitest';
import {
  APT_COMMANDS,
  ChromiumNotFoundError,
  DEFAULT_CHROMIUM_PATH,
  findOrInstallChromium,
  type ChromiumDeps,
  type CommandResult,
} from './ensure-chromium.ts';

const works: CommandResult = { status: 0, stdout: 'Chromium 156.0.1 built on Debian\n' };
const missing: CommandResult = { status: null, stdout: '', error: 'spawnSync /usr/bin/chromium ENOENT' };

/** Fake system where `installed` paths answer --version and apt-get installs the default path. */
function fakeSystem(options: {
  env?: NodeJS.ProcessEnv;
  isRoot: boolean;
  installed: string[];
  aptFails?: boolean;
}) {
  const installed = new Set(options.installed);
  const calls: string[] = [];
  const logs: string[] = [];
  const deps: ChromiumDeps = {
    env: options.env ?? {},
    isRoot: options.isRoot,
    probe: (file) => (installed.has(file) ? works : missing),
    run: (file, args, env) => {
      calls.push(`${file} ${args.join(' ')} [${env['DEBIAN_FRONTEND'] ?? ''}]`);
      if (options.aptFails) return { status: 100, stdout: '' };
      if (args[0] === 'install') installed.add(DEFAULT_CHROMIUM_PATH);
      return { status: 0, stdout: '' };
    },
    log: (line) => logs.push(line),
  };
  return { deps, calls, logs };
}

describe('findOrInstallChromium', () => {
  it('returns the default path when Chromium is already installed, without apt-get', () => {
    const { deps, calls, logs } = fakeSystem({ isRoot: true, installed: [DEFAULT_CHROMIUM_PATH] });
    expect(findOrInstallChromium(deps)).toBe(DEFAULT_CHROMIUM_PATH);
    expect(calls).toEqual([]);
    expect(logs.join('\n')).toContain('Chromium 156.0.1');
  });

  it('prefers a working CHROME_PATH', () => {
    const { deps } = fakeSystem({
      env: { CHROME_PATH: '/opt/chrome/chrome' },
      isRoot: false,
      installed: ['/opt/chrome/chrome', DEFAULT_CHROMIUM_PATH],
    });
    expect(findOrInstallChromium(deps)).toBe('/opt/chrome/chrome');
  });

  it('rejects a CHROME_PATH that does not run instead of installing something else', () => {
    const { deps, calls } = fakeSystem({ env: { CHROME_PATH: '/nope/chrome' }, isRoot: true, installed: [] });
    expect(() => findOrInstallChromium(deps)).toThrow(/CHROME_PATH=\/nope\/chrome does not run \(.*ENOENT\)/);
    expect(calls).toEqual([]);
  });

  it('installs Debian chromium with apt-get update then install when root', () => {
    const { deps, calls } = fakeSystem({ isRoot: true, installed: [] });
    expect(findOrInstallChromium(deps)).toBe(DEFAULT_CHROMIUM_PATH);
    expect(calls).toEqual(APT_COMMANDS.map((args) => `apt-get ${args.join(' ')} [noninteractive]`));
    expect(calls[0]).toMatch(/^apt-get update/);
    expect(calls[1]).toMatch(/^apt-get install -y .*chromium \[/);
  });

  it('explains how to install when not root, and runs nothing', () => {
    const { deps, calls } = fakeSystem({ isRoot: false, installed: [] });
    let error: unknown;
    try {
      findOrInstallChromium(deps);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ChromiumNotFoundError);
    expect(String((error as Error).message)).toContain('sudo apt-get install chromium');
    expect(String((error as Error).message)).toContain('CHROME_PATH');
    expect(calls).toEqual([]);
  });

  it('fails clearly when apt-get fails', () => {
    const { deps, calls } = fakeSystem({ isRoot: true, installed: [], aptFails: true });
    expect(() => findOrInstallChromium(deps)).toThrow(/apt-get update failed \(exit status 100\)/);
    expect(calls).toHaveLength(1);
  });
});
