import { describe, expect, it } from 'vitest';
import { deploymentCommands } from './environments-page.ts';

describe('deploymentCommands', () => {
  it('names the client id and leaves the secret to the CI', () => {
    const { recordCommand, listCommand } = deploymentCommands(
      'https://portal.example',
      'app-1',
      'client-abc',
    );
    expect(recordCommand).toContain('-u "client-abc:$CLIENT_SECRET"');
    expect(recordCommand).toContain('https://portal.example/api/console/apps/app-1/deployments');
    expect(recordCommand).toContain('"environment":"PRODUCTION"');
    expect(listCommand).toBe(
      `curl --fail-with-body -u "client-abc:$CLIENT_SECRET" 'https://portal.example/api/console/apps/app-1/deployments?limit=5'`,
    );
    expect(recordCommand).not.toMatch(/pcs_/);
  });
});
