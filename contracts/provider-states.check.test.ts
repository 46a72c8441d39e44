import { describe, expect, it } from 'vitest';
import { readInteractions } from './coverage';
import { PACT_FILE } from './pact-config';
import { PROVIDER_STATES } from './provider-states';

interface WithStates {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
}

describe("the pact file's provider states", () => {
  const interactions = readInteractions(PACT_FILE) as unknown as WithStates[];

  it("are the states fixed for the API team, each with exactly the table's params", () => {
    const used = interactions.flatMap(({ description, providerStates = [] }) =>
      providerStates.map(({ name, params = {} }) => ({
        description,
        name,
        params: Object.keys(params).sort(),
      })),
    );
    for (const { description, name, params } of used) {
      expect(PROVIDER_STATES, `${description}: ${name}`).toHaveProperty([name]);
      const table: readonly string[] = PROVIDER_STATES[name as keyof typeof PROVIDER_STATES];
      expect(params, `${description}: ${name}`).toEqual([...table].sort());
    }
  });

  it('name at least one state for every interaction', () => {
    expect(interactions.filter(({ providerStates = [] }) => !providerStates.length)).toEqual([]);
  });
});
