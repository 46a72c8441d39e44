import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers for Vitest (msw/node). */
export const server = setupServer(...handlers);
