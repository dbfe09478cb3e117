/** The customer form's state (customer, its address, its contact) and how it becomes the three calls' inputs. */
import type { CallInput, CallOutput, Calls } from '@contract';
import { loadCall } from '@contract/client';
import type { IssueLike } from '../../lib/errors';
import { cleanGstin, gstinStatus } from './gstin';

export type CustomerInput = CallInput<Calls['postCustomerData']>['jsonData'];
export type AddressInput = CallInput<Calls['postAddressData']>['jsonData'];
export type ContactInput = CallInput<Calls['postContactData']>['jsonData'];
export type CustomerDetails = CallOutput<Calls['getCustomerDetailsFromDB']>;
export type CustomerType = CustomerInput['customerType'];
export type AddressType = AddressInput['addressType'];

export interface CustomerForm {
  customerId?: string;
  addressId?: string;
  contactId?: string;
  customerName: string;
  customerType: CustomerType;
  customerGroup: string;
  territory: string;
  gstin: string;
  segment: string;
  addressType: AddressType;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  firstName: string;
  lastName: string;
  designation: string;
  phone: string;
  email: string;
}

export const emptyCustomer = (): CustomerForm => ({
  customerName: '',
  customerType: 'Company',
  customerGroup: '',
  territory: '',
  gstin: '',
  segment: '',
  addressType: 'Billing',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  pincode: '',
  country: 'India',
  firstName: '',
  lastName: '',
  designation: '',
  phone: '',
  email: '',
});

/** An existing customer to edit: its primary (else first) address and contact. */
export function fromDetails(d: CustomerDetails): CustomerForm {
  const address = d.addresses.find((a) => a.isPrimary) ?? d.addresses[0];
  const contact = d.contacts.find((c) => c.isPrimary) ?? d.contacts[0];
  return {
    ...emptyCustomer(),
    customerId: d.customerId,
    customerName: d.customerName,
    customerType: d.customerType,
    customerGroup: d.customerGroup,
    territory: d.territory,
    gstin: d.gstin ?? '',
    segment: d.segment ?? '',
    ...(address && {
      addressId: address.addressId,
      addressType: address.addressType,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2 ?? '',
      city: address.city,
      state: address.state ?? '',
      pincode: address.pincode,
      country: address.country,
    }),
    ...(contact && {
      contactId: contact.contactId,
      firstName: contact.firstName,
      lastName: contact.lastName ?? '',
      designation: contact.designation ?? '',
      phone: contact.phone,
      email: contact.email ?? '',
    }),
  };
}

const opt = (s: string) => (s.trim() ? s.trim() : undefined);

export type FormIssue = IssueLike & { readonly path: readonly PropertyKey[] };

/** Stands in for the customer's id while a new one is checked: the server gives the real one. */
const NEW_CUSTOMER = 'new';

/**
 * Checks the three parts with the contract's own schemas, all at once (so every wrong field shows
 * together); the inputs are ready to send once the customer's id is known.
 */
export async function toInputs(f: CustomerForm): Promise<
  | {
      ok: true;
      customer: CustomerInput;
      address: (customerId: string) => AddressInput;
      contact: (customerId: string) => ContactInput;
    }
  | { ok: false; issues: FormIssue[] }
> {
  const [c, a, p] = await Promise.all([
    loadCall('postCustomerData'),
    loadCall('postAddressData'),
    loadCall('postContactData'),
  ]);
  const customer = c.input.shape.jsonData.safeParse({
    customerId: f.customerId,
    customerName: f.customerName,
    customerType: f.customerType,
    customerGroup: f.customerGroup,
    territory: f.territory,
    gstin: opt(cleanGstin(f.gstin)),
    segment: opt(f.segment),
  });
  const gst = gstinStatus(f.gstin);
  const addressOf = (customerId: string) => ({
    customerId,
    addressId: f.addressId,
    addressType: f.addressType,
    addressLine1: f.addressLine1,
    addressLine2: opt(f.addressLine2),
    city: f.city,
    // The state follows from a valid GSTIN, whatever was picked before it was typed.
    state: gst.kind === 'ok' ? gst.state : opt(f.state),
    pincode: f.pincode,
    country: f.country.trim() || 'India',
    isPrimary: true,
  });
  const contactOf = (customerId: string) => ({
    customerId,
    contactId: f.contactId,
    firstName: f.firstName,
    lastName: opt(f.lastName),
    designation: opt(f.designation),
    phone: f.phone,
    email: opt(f.email),
    isPrimary: true,
  });
  const id = f.customerId ?? NEW_CUSTOMER;
  const address = a.input.shape.jsonData.safeParse(addressOf(id));
  const contact = p.input.shape.jsonData.safeParse(contactOf(id));
  if (customer.success && address.success && contact.success) {
    return {
      ok: true,
      customer: customer.data,
      address: (customerId) => a.input.shape.jsonData.parse(addressOf(customerId)),
      contact: (customerId) => p.input.shape.jsonData.parse(contactOf(customerId)),
    };
  }
  const issues = [customer, address, contact].flatMap((r) =>
    r.success ? [] : r.error.issues.map((i) => ({ ...i, path: [...i.path] })),
  );
  return { ok: false, issues };
}
