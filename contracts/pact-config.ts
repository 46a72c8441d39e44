/** Who the pacts are between and where they live (read by the tests, verify and publish). */
export const CONSUMER = 'webshop-web';
export const PROVIDER = 'webshop-api';
/** `PACT_DIR` writes elsewhere (the stress runs write a pact a round beside the committed one). */
export const PACT_DIR = process.env.PACT_DIR || 'pacts';
export const PACT_FILE = `${PACT_DIR}/${CONSUMER}-${PROVIDER}.json`;
