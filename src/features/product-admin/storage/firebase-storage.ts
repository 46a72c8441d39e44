import { getApps, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { env } from '../../../config/env';

let storage: FirebaseStorage | undefined;

/** host:port, or [host]:port for IPv6 */
function splitHost(hostAndPort: string): { host: string; port: number } {
  const colon = hostAndPort.lastIndexOf(':');
  return { host: hostAndPort.slice(0, colon), port: Number(hostAndPort.slice(colon + 1)) };
}

/** The app's Firebase Storage, set up on first use from env.firebase. */
export function productStorage(): FirebaseStorage {
  if (storage) return storage;
  const { apiKey, authDomain, projectId, storageBucket, appId, storageEmulatorHost } = env.firebase;
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey,
      projectId,
      storageBucket,
      ...(authDomain && { authDomain }),
      ...(appId && { appId }),
    });
  storage = getStorage(app);
  if (storageEmulatorHost) {
    const { host, port } = splitHost(storageEmulatorHost);
    connectStorageEmulator(storage, host, port);
  }
  return storage;
}
