// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoWorkerScript } from '../../../../mocks/build-time/worker-script-plugin';

const msWorker = readFileSync(
  new URL('../../../../mocks/public/mockServiceWorker.js', import.meta.url),
  'utf8',
);

describe("the demo's service worker script", () => {
  it('stays registered when its last page closes, and is otherwise MSW’s', () => {
    const script = demoWorkerScript(msWorker);
    expect(msWorker).toContain('self.registration.unregister()');
    expect(script).not.toContain('registration.unregister()');
    expect(script).toContain("case 'CLIENT_CLOSED'");
    expect(script).toContain('activeClientIds.delete(clientId)');
    expect(script.split('\n').length).toBeLessThanOrEqual(msWorker.split('\n').length);
  });

  it('stops the build when a new MSW worker unregisters itself some other way', () => {
    const changed = msWorker.replace(
      'remainingClients.length === 0',
      'remainingClients.length < 1',
    );
    expect(() => demoWorkerScript(changed)).toThrow(/no longer unregisters itself as expected/);
  });
});
