import { endpoints } from '../src/config/endpoints';
import { endpointsWithoutSuccess, readInteractions } from './coverage';
import { PACT_FILE } from './pact-config';

/** After the consumer tests: every call of the endpoint table must have a 2xx interaction. */
const interactions = readInteractions(PACT_FILE);
const missing = endpointsWithoutSuccess(interactions);

if (missing.length) {
  console.error(`${PACT_FILE} has no successful interaction for:`);
  for (const name of missing)
    console.error(`  ${name}: ${endpoints[name].method} ${endpoints[name].path}`);
  process.exitCode = 1;
} else {
  const total = Object.keys(endpoints).length;
  console.info(
    `${PACT_FILE}: ${interactions.length} interactions; all ${total} endpoints covered.`,
  );
}
