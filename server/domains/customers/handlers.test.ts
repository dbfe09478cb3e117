import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { customerPayload } from '../../../contract/main/customers';
import { handlerCtx, seededTestDb } from '../../../tests/support/demo';
import { customersHandlers as h } from './handlers';

const ctx = handlerCtx(await seededTestDb());

describe('getCustomerDataFromDB', () => {
  it('lists the demo customers sorted by name, in the contract shape', async () => {
    const rows = await h.getCustomerDataFromDB(ctx);
    expect(rows).toHaveLength(40);
    expect(calls.getCustomerDataFromDB.output.parse(rows)).toEqual(rows);
    const names = rows.map((r) => r.customerName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(rows.every((r) => r.syncedToErp)).toBe(true);
  });

  it('gives Indian customers a well-formed GSTIN and export buyers none', async () => {
    const rows = await h.getCustomerDataFromDB(ctx);
    for (const r of rows) {
      if (r.segment === 'Export') expect(r.gstin).toBeNull();
      else expect(customerPayload.shape.gstin.parse(r.gstin)).toBe(r.gstin);
    }
    expect(rows.some((r) => r.segment === 'Export')).toBe(true);
  });
});
