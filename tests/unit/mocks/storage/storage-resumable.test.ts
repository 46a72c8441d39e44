// @vitest-environment node
import { deleteApp, initializeApp } from 'firebase/app';
import { getStorage } from 'firebase/storage';
import { afterAll } from 'vitest';
import { server } from '../../../../mocks/node';
import { scenarios } from '../../../../mocks/scenarios';
import { BUCKET } from '../../../support/storage-upload';
import { describeResumableUploads } from '../../support/resumable-uploads';

/** The Firebase SDK's resumable uploads against the mock bucket in msw/node (Vitest's runtime). */
const app = initializeApp(
  { apiKey: 'demo-api-key', projectId: 'webshop-demo', storageBucket: BUCKET },
  'mock-resumable-uploads-test',
);
const storage = getStorage(app);
afterAll(() => deleteApp(app));

describeResumableUploads({
  base: () => 'https://firebasestorage.googleapis.com',
  storage: () => storage,
  useScenarios: (names) => server.use(...names.flatMap((name) => scenarios[name].handlers())),
  // The shared setup resets the handlers after each test.
  clearScenarios: () => undefined,
  pageHeaders: {},
});
