import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { seedDb } from '../../../../mocks/data/seed';
import { routeHandlers } from '../../../../mocks/handlers';
import { memoryStore } from '../../../../mocks/persistence/db-store';
import { createSharedDb } from '../../../../mocks/persistence/shared-db';
import { onSharedData } from '../../../../mocks/persistence/shared-routes';
import { tabLock } from '../../../../mocks/persistence/tab-lock';
import { saveObject } from '../../../../mocks/storage/objects';
import { PICTURE_RESIZERS } from '../../../../src/config/pictures';
import { resizedPictureUrl } from '../../../../src/lib/picture-sources';

const SHOP = 'http://localhost:5173';
const PIXEL = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const DOWNLOAD_URL =
  'https://firebasestorage.googleapis.com/v0/b/demo/o/product_picture%2Fshared.png?alt=media&token=t';

describe("the demo's routes on the data the tabs share", () => {
  it.each(PICTURE_RESIZERS)(
    "a %s resizer's URL answers the picture another tab uploaded",
    async (resizer) => {
      const store = memoryStore();
      const exclusive = tabLock(`shared-routes-${resizer}`);
      const tab = () => createSharedDb({ store, exclusive, seed: seedDb, onSaveFailed: () => {} });
      const uploading = tab();
      const showing = tab();
      await showing.load();
      await uploading.run(async () => {
        saveObject({
          bucket: 'demo',
          fullPath: 'product_picture/shared.png',
          contentType: 'image/png',
          bytes: PIXEL,
          downloadToken: 't',
          generation: '1',
          timeCreated: new Date(0).toISOString(),
        });
      }, true);
      // The showing tab's memory still holds the seed, as a real tab's would.
      seedDb();

      const url = SHOP + resizedPictureUrl(new URL(DOWNLOAD_URL), 256, resizer, false);
      const response = await getResponse([onSharedData(routeHandlers, showing)], new Request(url));
      expect(response?.status).toBe(200);
      expect(new Uint8Array(await response!.arrayBuffer())).toEqual(PIXEL);
    },
  );
});
