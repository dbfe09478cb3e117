import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { batches, customerAddresses, customerContacts, customers } from '../../../db/schema';
import { payloadOf, type PushDeclaration } from '../declare';
import type { PushSettings } from '../settings';
import { addressPush, contactPush, customerPush } from './customers';
import { batchPush, stockEntryPush } from './stock';
import { visitorPush } from './visitor';

/** What Greige pushes, by the kind of record a save made. */
export type PushKind = 'customer' | 'address' | 'contact' | 'batch' | 'stockEntry' | 'visitor';

export interface BuiltDocument {
  readonly doctype: string;
  readonly payload: Record<string, unknown>;
}

/** A record's document; `missing` when the record is not there, `not taken` when the site takes no such record. */
export type Built = BuiltDocument | 'missing' | 'not taken';

/** A declaration with its row type closed over, so kinds of different rows share one table. */
const built =
  <Row>(decl: PushDeclaration<Row>) =>
  async (db: Db, greigeId: string): Promise<Built> => {
    const row = await decl.read(db, greigeId);
    if (row === null) return 'missing';
    if (decl.takes && !decl.takes(row)) return 'not taken';
    return { doctype: decl.doctype, payload: payloadOf(decl, row) };
  };

type Builder = (db: Db, greigeId: string) => Promise<Built>;

/** The builder of a kind's document; null when the site does not take that kind. */
export function builderOf(kind: PushKind, settings: PushSettings): Builder | null {
  switch (kind) {
    case 'customer':
      return built(customerPush);
    case 'address':
      return built(addressPush);
    case 'contact':
      return built(contactPush);
    case 'batch':
      return built(batchPush);
    case 'stockEntry':
      return built(stockEntryPush(settings.company));
    case 'visitor':
      return settings.visitorDoctype ? built(visitorPush(settings.visitorDoctype)) : null;
  }
}

/** The kind of record a queued doctype was made from, to build its document again. */
export function kindOfDoctype(doctype: string, settings: PushSettings): PushKind | null {
  const fixed: Record<string, PushKind> = {
    Customer: 'customer',
    Address: 'address',
    Contact: 'contact',
    Batch: 'batch',
    'Stock Entry': 'stockEntry',
  };
  if (doctype === settings.visitorDoctype) return 'visitor';
  return fixed[doctype] ?? null;
}

/**
 * Records whose screens show whether the site has them yet (`synced_to_erp`): set once it does.
 * Keyed by the site's doctype, as the outbox names it.
 */
export const markSynced: Readonly<Record<string, (db: Db, greigeId: string) => Promise<unknown>>> =
  {
    Customer: (db, id) =>
      db.update(customers).set({ syncedToErp: true }).where(eq(customers.name, id)),
    Address: (db, id) =>
      db
        .update(customerAddresses)
        .set({ syncedToErp: true })
        .where(eq(customerAddresses.addressId, id)),
    Contact: (db, id) =>
      db
        .update(customerContacts)
        .set({ syncedToErp: true })
        .where(eq(customerContacts.contactId, id)),
    Batch: (db, id) => db.update(batches).set({ syncedToErp: true }).where(eq(batches.batchNo, id)),
  };
