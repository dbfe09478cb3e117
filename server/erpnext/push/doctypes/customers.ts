import { eq } from 'drizzle-orm';
import { customerAddresses, customerContacts, customers } from '../../../db/schema';
import { indiaComplianceState } from '../../../../rules/india';
import { check, type PushDeclaration } from '../declare';
import { siteRef } from '../outbox';

/**
 * Customer, Address and Contact as ERPNext holds them. Address and Contact are documents of their
 * own, linked to the customer by `links` (Frappe's Dynamic Link), each with its own outbox row;
 * the link carries the customer's site name, so they leave after the customer is on the site.
 */

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof customerAddresses.$inferSelect & {
  customerName: string;
  gstin: string | null;
};
type ContactRow = typeof customerContacts.$inferSelect;

const linkTo = (customerId: string) => [
  { link_doctype: 'Customer', link_name: siteRef('Customer', customerId) },
];

export const customerPush: PushDeclaration<CustomerRow> = {
  doctype: 'Customer',
  read: async (db, id) =>
    (await db.select().from(customers).where(eq(customers.name, id)))[0] ?? null,
  fields: {
    customer_name: 'customerName',
    customer_type: 'customerType',
    customer_group: 'customerGroup',
    territory: 'territory',
    // India Compliance's field; a site without it ignores an unknown field.
    gstin: 'gstin',
  },
};

const isIndia = (a: AddressRow) => a.country.toLowerCase() === 'india';

export const addressPush: PushDeclaration<AddressRow> = {
  doctype: 'Address',
  read: async (db, id) => {
    const [row] = await db
      .select({
        a: customerAddresses,
        customerName: customers.customerName,
        gstin: customers.gstin,
      })
      .from(customerAddresses)
      .innerJoin(customers, eq(customers.name, customerAddresses.customerId))
      .where(eq(customerAddresses.addressId, id));
    return row ? { ...row.a, customerName: row.customerName, gstin: row.gstin } : null;
  },
  fields: {
    address_title: 'customerName',
    address_type: 'addressType',
    address_line1: 'addressLine1',
    address_line2: 'addressLine2',
    city: 'city',
    // India Compliance takes a state only as its list spells it (STATE_NUMBERS).
    state: (a) => (a.state && isIndia(a) ? indiaComplianceState(a.state) : a.state),
    pincode: 'pincode',
    country: 'country',
    is_primary_address: (a) => check(a.isPrimary),
    is_shipping_address: (a) => check(a.addressType === 'Shipping'),
    // India Compliance keeps the GSTIN on the billing address (it sets the GST category from
    // it); the billing address lies in the GSTIN's state (the save checks it).
    gstin: (a) => (a.addressType === 'Billing' && isIndia(a) ? a.gstin : null),
    links: (a) => linkTo(a.customerId),
  },
};

export const contactPush: PushDeclaration<ContactRow> = {
  doctype: 'Contact',
  read: async (db, id) =>
    (await db.select().from(customerContacts).where(eq(customerContacts.contactId, id)))[0] ?? null,
  fields: {
    first_name: 'firstName',
    last_name: 'lastName',
    designation: 'designation',
    is_primary_contact: (c) => check(c.isPrimary),
    email_ids: (c) => (c.email ? [{ email_id: c.email, is_primary: 1 }] : []),
    // An empty phone row is refused (Contact Phone's number is mandatory).
    phone_nos: (c) => (c.phone ? [{ phone: c.phone, is_primary_mobile_no: 1 }] : []),
    links: (c) => linkTo(c.customerId),
  },
};
