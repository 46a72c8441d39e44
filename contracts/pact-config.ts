/** Who the pacts are between and where they live (read by the tests, verify and publish). */
export const CONSUMER = 'webshop-web';
export const PROVIDER = 'webshop-api';
export const PACT_DIR = 'pacts';
export const PACT_FILE = `${PACT_DIR}/${CONSUMER}-${PROVIDER}.json`;
