import { spawn } from 'node:child_process';

/**
 * Runs `script` in a fresh Node process with `spec` as its JSON argument and resolves with the
 * JSON object it prints on its last stdout line, so every measurement starts cold. `label` names
 * the child in the error when it fails.
 */
export function runJsonChild<T>(script: string, spec: unknown, label: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as T);
      else reject(new Error(`${label} exited with code ${code}: ${last}`));
    });
  });
}
