import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { docNo, noInput, optionalText, text } from '../core/fields';

/** Indian GST number: state code, PAN, entity digit, Z, check character. */
const gstin = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN');
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'must be a phone number of 8 to 20 digits');
const email = z.email({ error: 'must be an email address' }).trim().toLowerCase().max(254);

export const customerTypes = ['Company', 'Individual'] as const;
export const addressTypes = ['Billing', 'Shipping', 'Office', 'Warehouse', 'Other'] as const;

export const customerPayload = z.object({
  customerName: text(140),
  customerType: z.enum(customerTypes),
  customerGroup: text(),
  territory: text(),
  gstin: gstin.optional(),
  /** Textiles, Export, ...: the sales segment the dashboards sum this customer under. */
  segment: text(40).optional(),
});
export type CustomerPayload = z.infer<typeof customerPayload>;

export const addressPayload = z
  .object({
    /** The customer the address belongs to (the id postCustomerData returned). */
    customerId: docNo,
    addressType: z.enum(addressTypes),
    addressLine1: text(140),
    addressLine2: optionalText(140),
    city: text(80),
    state: text(80),
    pincode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, 'must be a postal code'),
    country: text(80).default('India'),
    isPrimary: z.boolean().default(false),
  })
  .refine((a) => a.country.toLowerCase() !== 'india' || /^[1-9]\d{5}$/.test(a.pincode), {
    path: ['pincode'],
    error: 'must be a 6-digit Indian PIN code',
  });
export type AddressPayload = z.infer<typeof addressPayload>;

export const contactPayload = z.object({
  customerId: docNo,
  firstName: text(80),
  lastName: optionalText(80),
  designation: optionalText(80),
  phone,
  email: email.optional(),
  isPrimary: z.boolean().default(false),
});
export type ContactPayload = z.infer<typeof contactPayload>;

export const customerRow = z.object({
  customerId: z.string(),
  customerName: z.string(),
  customerType: z.enum(customerTypes),
  customerGroup: z.string(),
  territory: z.string(),
  gstin: z.string().nullable(),
  segment: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** False while the record waits in the outbox to reach ERPNext. */
  syncedToErp: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const customersCalls = defineCalls({
  getCustomerDataFromDB: defineCall({
    name: 'getCustomerDataFromDB',
    service: 'main',
    kind: 'read',
    access: ['customer-list', 'customer-create'],
    summary: 'All customers with their main city and contact, mirrored from ERPNext.',
    input: noInput,
    output: z.array(customerRow),
  }),
  postCustomerData: defineCall({
    name: 'postCustomerData',
    service: 'main',
    kind: 'save',
    access: ['customer-create'],
    summary: 'Create a customer and queue it for ERPNext.',
    input: z.object({ jsonData: customerPayload }),
    output: z.object({ ok: z.literal(true), customerId: z.string() }),
  }),
  postAddressData: defineCall({
    name: 'postAddressData',
    service: 'main',
    kind: 'save',
    access: ['customer-create'],
    summary: 'Add an address to a customer and queue it for ERPNext.',
    input: z.object({ jsonData: addressPayload }),
    output: z.object({ ok: z.literal(true), addressId: z.string() }),
  }),
  postContactData: defineCall({
    name: 'postContactData',
    service: 'main',
    kind: 'save',
    access: ['customer-create'],
    summary: 'Add a contact person to a customer and queue it for ERPNext.',
    input: z.object({ jsonData: contactPayload }),
    output: z.object({ ok: z.literal(true), contactId: z.string() }),
  }),
});
