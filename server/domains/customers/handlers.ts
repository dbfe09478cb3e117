import { and, asc, desc, eq, like, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CustomerRow } from '../../../contract/main/customers';
import {
  indianStateNamed,
  pinCodeFitsState,
  pinCodeStateMessage,
  stateOfGstin,
} from '../../../rules/india';
import type { Db } from '../../db/client';
import { queueForSite } from '../../erpnext/push/hooks';
import { customerAddresses, customerContacts, customers } from '../../db/schema';
import { nameOrder } from '../../db/schema/columns';
import type { HandlerMap } from '../../http/context';
import { badInput, notFound } from '../../http/errors';

/**
 * Customers, their addresses and contacts (domain.md, "Gate and people"): mirrored from ERPNext,
 * or created and edited here and queued for it (`synced_to_erp` false until the connector has
 * pushed them). Every save is one transaction: the HTTP layer gives each its own.
 */

const rowColumns = {
  customerId: customers.name,
  customerName: customers.customerName,
  customerType: customers.customerType,
  customerGroup: customers.customerGroup,
  territory: customers.territory,
  gstin: customers.gstin,
  segment: customers.segment,
  city: customers.city,
  phone: customers.mobileNo,
  email: customers.emailId,
  syncedToErp: customers.syncedToErp,
};

const withState = (r: Omit<CustomerRow, 'state'>): CustomerRow => ({
  ...r,
  state: r.gstin ? stateOfGstin(r.gstin) : null,
});

/** Any constant: with the prefix, the lock that serialises numbering customers, addresses, contacts. */
const numberingSpace = 0x4355_5354;

/**
 * The next number of a `PREFIX-00001` series (ERPNext's naming series) in `column`. The lock holds
 * until the save's transaction ends, so two saves never take the same number.
 */
async function nextSeriesNo(db: Db, column: AnyPgColumn, prefix: string): Promise<string> {
  let key = 0;
  for (const c of prefix) key = (Math.imul(key, 31) + c.charCodeAt(0)) | 0;
  await db.execute(sql`select pg_advisory_xact_lock(${numberingSpace}, ${key})`);
  const [last] = (await db
    .select({ no: column })
    .from(column.table)
    .where(like(column, `${prefix}-%`))
    .orderBy(desc(sql`length(${column})`), desc(column))
    .limit(1)) as { no: string }[];
  const n = last ? Number(last.no.slice(prefix.length + 1)) : 0;
  return `${prefix}-${String((Number.isFinite(n) ? n : 0) + 1).padStart(5, '0')}`;
}

async function customerNamed(db: Db, customerId: string, field: string) {
  const [customer] = await db
    .select({ name: customers.name, gstin: customers.gstin, customerName: customers.customerName })
    .from(customers)
    .where(eq(customers.name, customerId))
    .for('no key update');
  if (!customer) throw badInput(field, `no customer ${customerId}`);
  return customer;
}

export const customersHandlers = {
  getCustomerDataFromDB: async (ctx) =>
    (
      await ctx.db
        .select(rowColumns)
        .from(customers)
        .orderBy(asc(nameOrder(customers.customerName)), asc(customers.name))
    ).map(withState),

  getCustomerDetailsFromDB: async (ctx, { customerId }) => {
    const [row] = await ctx.db
      .select(rowColumns)
      .from(customers)
      .where(eq(customers.name, customerId));
    if (!row) throw notFound(`No customer ${customerId}.`);
    const addresses = await ctx.db
      .select({
        addressId: customerAddresses.addressId,
        addressType: customerAddresses.addressType,
        addressLine1: customerAddresses.addressLine1,
        addressLine2: customerAddresses.addressLine2,
        city: customerAddresses.city,
        state: customerAddresses.state,
        pincode: customerAddresses.pincode,
        country: customerAddresses.country,
        isPrimary: customerAddresses.isPrimary,
      })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(desc(customerAddresses.isPrimary), asc(customerAddresses.addressId));
    const contacts = await ctx.db
      .select({
        contactId: customerContacts.contactId,
        firstName: customerContacts.firstName,
        lastName: customerContacts.lastName,
        designation: customerContacts.designation,
        phone: customerContacts.phone,
        email: customerContacts.email,
        isPrimary: customerContacts.isPrimary,
      })
      .from(customerContacts)
      .where(eq(customerContacts.customerId, customerId))
      .orderBy(desc(customerContacts.isPrimary), asc(customerContacts.contactId));
    return { ...withState(row), addresses, contacts };
  },

  /** Creates a customer, or edits the one `customerId` names; the state follows from the GSTIN. */
  postCustomerData: async (ctx, { jsonData: c }) => {
    if (c.customerId) await customerNamed(ctx.db, c.customerId, 'jsonData.customerId');
    const others = c.customerId ? ne(customers.name, c.customerId) : undefined;
    const [sameName] = await ctx.db
      .select({ name: customers.name })
      .from(customers)
      .where(and(sql`lower(${customers.customerName}) = lower(${c.customerName})`, others))
      .limit(1);
    if (sameName) {
      throw badInput('jsonData.customerName', `is already the name of customer ${sameName.name}`);
    }
    if (c.gstin) {
      const [sameGstin] = await ctx.db
        .select({ name: customers.name, customerName: customers.customerName })
        .from(customers)
        .where(and(eq(customers.gstin, c.gstin), others))
        .limit(1);
      if (sameGstin) {
        throw badInput(
          'jsonData.gstin',
          `is already the GSTIN of ${sameGstin.customerName} (${sameGstin.name})`,
        );
      }
    }
    const values = {
      customerName: c.customerName,
      customerType: c.customerType,
      customerGroup: c.customerGroup,
      territory: c.territory,
      gstin: c.gstin ?? null,
      segment: c.segment ?? null,
      syncedToErp: false,
      modified: new Date(),
    };
    const customerId = c.customerId ?? (await nextSeriesNo(ctx.db, customers.name, 'CUST'));
    if (c.customerId) {
      await ctx.db.update(customers).set(values).where(eq(customers.name, customerId));
    } else {
      await ctx.db.insert(customers).values({ name: customerId, ...values, createdAt: new Date() });
    }
    await queueForSite(ctx, 'customer', customerId, c.customerId ? 'edited' : 'created');
    return { ok: true as const, customerId, state: c.gstin ? stateOfGstin(c.gstin) : null };
  },

  /**
   * Adds or edits an address. In India the state is a state or union territory by name, taken
   * from the customer's GSTIN when left out; a billing address must lie in the GSTIN's state. The
   * first address, or one marked primary, becomes the customer's primary (its city shows in lists).
   */
  postAddressData: async (ctx, { jsonData: a }) => {
    const customer = await customerNamed(ctx.db, a.customerId, 'jsonData.customerId');
    if (a.addressId) {
      const [own] = await ctx.db
        .select({ id: customerAddresses.addressId })
        .from(customerAddresses)
        .where(
          and(
            eq(customerAddresses.addressId, a.addressId),
            eq(customerAddresses.customerId, a.customerId),
          ),
        );
      if (!own) throw badInput('jsonData.addressId', `is not an address of ${a.customerId}`);
    }
    const india = a.country.trim().toLowerCase() === 'india';
    const gstState = customer.gstin ? stateOfGstin(customer.gstin) : null;
    let state: string | null = a.state ?? null;
    if (india) {
      if (state === null) {
        if (!gstState) {
          throw badInput(
            'jsonData.state',
            'is required: the customer has no GSTIN to take it from',
          );
        }
        state = gstState;
      } else {
        const named = indianStateNamed(state);
        if (!named)
          throw badInput('jsonData.state', `${state} is not a state or union territory of India`);
        state = named;
      }
      if (a.addressType === 'Billing' && gstState && state !== gstState) {
        throw badInput(
          'jsonData.state',
          `must be ${gstState}: a billing address lies in the state of the customer's GSTIN (${customer.gstin})`,
        );
      }
      // The contract checks a state that was typed; one taken from the GSTIN is checked here.
      if (!pinCodeFitsState(a.pincode, state))
        throw badInput('jsonData.pincode', pinCodeStateMessage);
    }
    const [existing] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customerAddresses)
      .where(
        and(
          eq(customerAddresses.customerId, a.customerId),
          a.addressId ? ne(customerAddresses.addressId, a.addressId) : undefined,
        ),
      );
    const isPrimary = a.isPrimary || (existing?.n ?? 0) === 0;
    if (isPrimary) {
      await ctx.db
        .update(customerAddresses)
        .set({ isPrimary: false })
        .where(
          and(
            eq(customerAddresses.customerId, a.customerId),
            eq(customerAddresses.isPrimary, true),
          ),
        );
    }
    const values = {
      addressType: a.addressType,
      addressLine1: a.addressLine1,
      addressLine2: a.addressLine2 || null,
      city: a.city,
      state,
      pincode: a.pincode,
      country: india ? 'India' : a.country,
      isPrimary,
      syncedToErp: false,
      modified: new Date(),
    };
    const addressId =
      a.addressId ?? (await nextSeriesNo(ctx.db, customerAddresses.addressId, 'ADDR'));
    if (a.addressId) {
      await ctx.db
        .update(customerAddresses)
        .set(values)
        .where(eq(customerAddresses.addressId, addressId));
    } else {
      await ctx.db.insert(customerAddresses).values({
        addressId,
        customerId: a.customerId,
        ...values,
        createdBy: ctx.user.username,
      });
    }
    if (isPrimary) {
      await ctx.db
        .update(customers)
        .set({ city: a.city, modified: new Date() })
        .where(eq(customers.name, a.customerId));
    }
    await queueForSite(ctx, 'address', addressId, a.addressId ? 'edited' : 'created');
    return { ok: true as const, addressId, state };
  },

  /** Adds or edits a contact; the first, or one marked primary, gives the customer's phone and email. */
  postContactData: async (ctx, { jsonData: c }) => {
    await customerNamed(ctx.db, c.customerId, 'jsonData.customerId');
    if (c.contactId) {
      const [own] = await ctx.db
        .select({ id: customerContacts.contactId })
        .from(customerContacts)
        .where(
          and(
            eq(customerContacts.contactId, c.contactId),
            eq(customerContacts.customerId, c.customerId),
          ),
        );
      if (!own) throw badInput('jsonData.contactId', `is not a contact of ${c.customerId}`);
    }
    const [existing] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customerContacts)
      .where(
        and(
          eq(customerContacts.customerId, c.customerId),
          c.contactId ? ne(customerContacts.contactId, c.contactId) : undefined,
        ),
      );
    const isPrimary = c.isPrimary || (existing?.n ?? 0) === 0;
    if (isPrimary) {
      await ctx.db
        .update(customerContacts)
        .set({ isPrimary: false })
        .where(
          and(eq(customerContacts.customerId, c.customerId), eq(customerContacts.isPrimary, true)),
        );
    }
    const values = {
      firstName: c.firstName,
      lastName: c.lastName || null,
      designation: c.designation || null,
      phone: c.phone,
      email: c.email ?? null,
      isPrimary,
      syncedToErp: false,
      modified: new Date(),
    };
    const contactId =
      c.contactId ?? (await nextSeriesNo(ctx.db, customerContacts.contactId, 'CONT'));
    if (c.contactId) {
      await ctx.db
        .update(customerContacts)
        .set(values)
        .where(eq(customerContacts.contactId, contactId));
    } else {
      await ctx.db.insert(customerContacts).values({
        contactId,
        customerId: c.customerId,
        ...values,
        createdBy: ctx.user.username,
      });
    }
    if (isPrimary) {
      await ctx.db
        .update(customers)
        .set({ mobileNo: c.phone, emailId: c.email ?? null, modified: new Date() })
        .where(eq(customers.name, c.customerId));
    }
    await queueForSite(ctx, 'contact', contactId, c.contactId ? 'edited' : 'created');
    return { ok: true as const, contactId };
  },
} satisfies HandlerMap;
