import { describe, expect, it } from 'vitest';
import { CONSUMER_REQUESTS, REQUEST_MARK } from './consumer-requests';
import { readInteractions } from './coverage';
import { PACT_FILE } from './pact-config';

describe('the consumer requests', () => {
  const interactions = readInteractions(PACT_FILE);

  it('are pending interactions of the pact, and every pending interaction is one', () => {
    const pending = interactions.filter((interaction) => interaction.pending);
    expect(pending.map(({ description }) => description).sort()).toEqual(
      CONSUMER_REQUESTS.map(({ description }) => description).sort(),
    );
    for (const { description } of pending) expect(description).toContain(REQUEST_MARK);
  });
});
