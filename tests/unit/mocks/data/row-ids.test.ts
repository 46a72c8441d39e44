import { describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/data/db';
import { DETAILS } from '../../../../mocks/http/responses';
import { NEW_PRODUCT } from '../../../support/product-form';
import { signedInStaff } from '../../support/mock-client';

const highestProductId = () => Math.max(...db.product.getAll().map((product) => product.id));

/** A row written by something other than this tab's handlers: another tab, a provider state. */
function insertProductElsewhere(id: number): void {
  const model = db.product.getAll()[0];
  db.product.create({ ...model, id, product_name: `Made elsewhere ${id}` });
}

describe('mock row ids', () => {
  it('numbers a new row above rows another tab or a provider state added', async () => {
    const staff = await signedInStaff();
    expect((await staff.call('POST', '/api/create/product', NEW_PRODUCT)).status).toBe(200);
    const afterFirst = highestProductId();

    insertProductElsewhere(afterFirst + 1);
    insertProductElsewhere(afterFirst + 2);
    const second = await staff.call('POST', '/api/create/product', NEW_PRODUCT);

    expect(second.status).toBe(200);
    expect(highestProductId()).toBe(afterFirst + 3);
    expect(db.product.findFirst({ where: { id: { equals: afterFirst + 1 } } })?.product_name).toBe(
      `Made elsewhere ${afterFirst + 1}`,
    );
  });

  it('does not give a deleted row its id again', async () => {
    const staff = await signedInStaff();
    await staff.call('POST', '/api/create/product', NEW_PRODUCT);
    const created = highestProductId();
    db.product.delete({ where: { id: { equals: created } } });

    await staff.call('POST', '/api/create/product', NEW_PRODUCT);

    expect(highestProductId()).toBe(created + 1);
  });

  it('responds to a row that took the id at the same moment with 409 and a detail, not a 500', async () => {
    const staff = await signedInStaff();
    const taken = Object.assign(new Error('an entity with the same primary key already exists'), {
      type: 'DuplicatePrimaryKey',
    });
    const create = vi.spyOn(db.product, 'create').mockImplementationOnce(() => {
      throw taken;
    });

    const response = await staff.call('POST', '/api/create/product', NEW_PRODUCT);

    create.mockRestore();
    expect(response).toEqual({ status: 409, body: { detail: DETAILS.duplicateRow } });
  });
});
