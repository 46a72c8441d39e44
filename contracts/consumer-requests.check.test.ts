import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSUMER_REQUEST_LIST, REQUEST_MARK, requestedInteractions } from './consumer-requests';
import { readInteractions } from './coverage';
import { PACT_FILE } from './pact-config';

describe('the consumer requests', () => {
  const interactions = readInteractions(PACT_FILE);

  it('are pending interactions of the pact, and every pending interaction is one', () => {
    const pending = interactions.filter((interaction) => interaction.pending);
    expect(pending.map(({ description }) => description).sort()).toEqual(
      requestedInteractions().sort(),
    );
    for (const { description } of pending) expect(description).toContain(REQUEST_MARK);
  });

  it('each ask for something production lacks: a key of the response or query parameters', () => {
    for (const request of CONSUMER_REQUEST_LIST) {
      const asked = [...(request.responseKeys ?? []), ...(request.queryParameters ?? [])];
      expect(asked.length, request.reason).toBeGreaterThan(0);
    }
  });

  it('are each in docs/api-contract.md, with every interaction', () => {
    // The page wraps its lines: compared with single spaces.
    const page = readFileSync('docs/api-contract.md', 'utf8').replace(/\s+/g, ' ');
    for (const description of requestedInteractions()) expect(page).toContain(description);
  });
});
