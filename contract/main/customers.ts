import { z } from 'zod';
import {
  gstinMessages,
  gstinProblem,
  isPhone,
  indianStateNamed,
  isPinCode,
  phoneMessage,
  pinCodeFitsState,
  pinCodeMessage,
  pinCodeStateMessage,
} from '../../rules/india';
import { defineCall, defineCalls } from '../core/call';
import { docNo, email, noInput, optionalText, text } from '../core/fields';

/**
 * Indian GST number: state code, PAN, entity digit, Z and the mod-36 check character
 * (rules/india.ts, which the tablet runs as the field is typed). The state follows from it.
 */
const gstin = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, gstinMessages.shape)
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    // The shape has its own message above; only the state code and check character remain.
    if (problem && problem !== 'shape')
      ctx.addIssue({ code: 'custom', message: gstinMessages[problem] });
  });
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9(][0-9 ()./-]{6,22}[0-9]$/, phoneMessage)
  .refine(isPhone, phoneMessage);

export const customerTypes = ['Company', 'Individual'] as const;
export const addressTypes = ['Billing', 'Shipping', 'Office', 'Warehouse', 'Other'] as const;

export const customerPayload = z.object({
  /** Given to edit that customer; left out, a new customer is created. */
  customerId: docNo.optional(),
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
    /** Given to edit that address of the customer; left out, an address is added. */
    addressId: docNo.optional(),
    addressType: z.enum(addressTypes),
    addressLine1: text(140),
    addressLine2: optionalText(140),
    city: text(80),
    /**
     * An Indian state or union territory by name when the country is India. Left out, it is the
     * state of the customer's GSTIN; a billing address must lie in that state.
     */
    state: text(80).optional(),
    pincode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, 'must be a postal code'),
    country: text(80).default('India'),
    isPrimary: z.boolean().default(false),
  })
  .refine((a) => a.country.toLowerCase() !== 'india' || isPinCode(a.pincode), {
    path: ['pincode'],
    error: pinCodeMessage,
  })
  // As India Compliance checks it on the mill's ERPNext: a PIN code of another state is refused
  // there, so it is caught here, where the address is typed. (A state taken from the GSTIN is
  // checked by the server.)
  .refine(
    (a) => {
      const state = a.state && indianStateNamed(a.state);
      return a.country.toLowerCase() !== 'india' || !state || pinCodeFitsState(a.pincode, state);
    },
    { path: ['pincode'], error: pinCodeStateMessage },
  );
export type AddressPayload = z.infer<typeof addressPayload>;

export const contactPayload = z.object({
  customerId: docNo,
  /** Given to edit that contact of the customer; left out, a contact is added. */
  contactId: docNo.optional(),
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
  /** The state of the GSTIN (its first two digits); null without one. */
  state: z.string().nullable(),
  segment: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** False while the record waits in the outbox to reach ERPNext. */
  syncedToErp: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const addressRow = z.object({
  addressId: z.string(),
  addressType: z.enum(addressTypes),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  pincode: z.string(),
  country: z.string(),
  isPrimary: z.boolean(),
});
export type AddressRow = z.infer<typeof addressRow>;

export const contactRow = z.object({
  contactId: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  designation: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type ContactRow = z.infer<typeof contactRow>;

export const customerDetails = customerRow.extend({
  addresses: z.array(addressRow),
  contacts: z.array(contactRow),
});
export type CustomerDetails = z.infer<typeof customerDetails>;

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
  getCustomerDetailsFromDB: defineCall({
    name: 'getCustomerDetailsFromDB',
    service: 'main',
    kind: 'read',
    access: ['customer-list', 'customer-create'],
    summary: 'One customer with every address and contact, to open and edit it.',
    input: z.object({ customerId: docNo }),
    output: customerDetails,
  }),
  postCustomerData: defineCall({
    name: 'postCustomerData',
    service: 'main',
    kind: 'save',
    access: ['customer-create'],
    summary: 'Create a customer and queue it for ERPNext.',
    input: z.object({ jsonData: customerPayload }),
    output: z.object({ ok: z.literal(true), customerId: z.string(), state: z.string().nullable() }),
  }),
  postAddressData: defineCall({
    name: 'postAddressData',
    service: 'main',
    kind: 'save',
    access: ['customer-create'],
    summary: 'Add an address to a customer and queue it for ERPNext.',
    input: z.object({ jsonData: addressPayload }),
    output: z.object({ ok: z.literal(true), addressId: z.string(), state: z.string().nullable() }),
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
