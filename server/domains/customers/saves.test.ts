import { describe, expect, it } from 'vitest';
import type { CallInput, Calls } from '../../../contract';
import { gstinCheckCharacter } from '../../../rules/india';
import { createTestApp } from '../../../tests/support/app';
import { customerAddresses, customerContacts, customers } from '../../db/schema';

/** Creating and editing customers, their addresses and contacts, as the sales screens send them. */
const t = await createTestApp();
const db = t.database.db;
const sales = await t.userWithRoles('CustomerDesk', ['sales']);
const viewer = await t.userWithRoles('CustomerViewer', ['viewer']);

/** A valid GSTIN of a state, for a PAN: the check character computed, not copied. */
const gstinOf = (state: string, pan: string) => {
  const first14 = `${state}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};
const tnGstin = gstinOf('33', 'AABCS1234K');

type CustomerIn = CallInput<Calls['postCustomerData']>['jsonData'];
const customer = (over: Partial<CustomerIn> = {}): CustomerIn => ({
  customerName: 'Sri Lotus Knit Wear',
  customerType: 'Company',
  customerGroup: 'Garment Exporter',
  territory: 'Tamil Nadu',
  gstin: tnGstin,
  segment: 'Textiles',
  ...over,
});
const tables = async () => ({
  customers: await db.$count(customers),
  addresses: await db.$count(customerAddresses),
  contacts: await db.$count(customerContacts),
});
const refused = async (
  name: 'postCustomerData' | 'postAddressData' | 'postContactData',
  jsonData: unknown,
  path: string,
) => {
  const before = await tables();
  const res = await t.send(name, { jsonData }, sales);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.issues[0].path).toBe(path);
  expect(await tables()).toEqual(before);
  return res.json().error.issues[0].message as string;
};

const created = await t.callOk('postCustomerData', { jsonData: customer() }, sales);
const customerId = created.customerId;

describe('a customer', () => {
  it('is created with a valid GSTIN, takes its state from it, and waits for ERPNext', async () => {
    expect(created).toEqual({ ok: true, customerId: 'CUST-00001', state: 'Tamil Nadu' });
    const list = await t.callOk('getCustomerDataFromDB', {}, sales);
    expect(list).toContainEqual(
      expect.objectContaining({
        customerId,
        gstin: tnGstin,
        state: 'Tamil Nadu',
        syncedToErp: false,
      }),
    );
  });

  it('is refused with a GSTIN whose check character is wrong, or whose state code is none', async () => {
    const wrong = `${tnGstin.slice(0, 14)}${tnGstin.endsWith('A') ? 'B' : 'A'}`;
    const message = await refused(
      'postCustomerData',
      customer({ customerName: 'Other', gstin: wrong }),
      'jsonData.gstin',
    );
    expect(message).toContain('check character');
    const noState = gstinOf('45', 'AABCS1234K');
    expect(
      await refused(
        'postCustomerData',
        customer({ customerName: 'Other', gstin: noState }),
        'jsonData.gstin',
      ),
    ).toContain('state code');
    await refused(
      'postCustomerData',
      customer({ customerName: 'Other', gstin: '33AABCS1234K' }),
      'jsonData.gstin',
    );
  });

  it('is refused under a name or GSTIN another customer has', async () => {
    expect(
      await refused(
        'postCustomerData',
        customer({ customerName: 'sri lotus knit wear', gstin: undefined }),
        'jsonData.customerName',
      ),
    ).toContain(customerId);
    expect(
      await refused(
        'postCustomerData',
        customer({ customerName: 'New Name Textiles' }),
        'jsonData.gstin',
      ),
    ).toContain(customerId);
  });

  it('is edited by its id, keeping its number', async () => {
    const kaGstin = gstinOf('29', 'AABCK7777Q');
    const other = await t.callOk(
      'postCustomerData',
      { jsonData: customer({ customerName: 'Blue Ocean Apparels', gstin: kaGstin }) },
      sales,
    );
    const edited = await t.callOk(
      'postCustomerData',
      {
        jsonData: customer({
          customerId: other.customerId,
          customerName: 'Blue Ocean Apparels Pvt Ltd',
          gstin: kaGstin,
        }),
      },
      sales,
    );
    expect(edited).toEqual({ ok: true, customerId: other.customerId, state: 'Karnataka' });
    const details = await t.callOk(
      'getCustomerDetailsFromDB',
      { customerId: other.customerId },
      sales,
    );
    expect(details.customerName).toBe('Blue Ocean Apparels Pvt Ltd');
    await refused(
      'postCustomerData',
      customer({ customerId: 'CUST-99999', customerName: 'Ghost' }),
      'jsonData.customerId',
    );
  });

  it('is saved only by the customer pages', async () => {
    const res = await t.send(
      'postCustomerData',
      { jsonData: customer({ customerName: 'Viewer Co' }) },
      viewer,
    );
    expect(res.statusCode).toBe(403);
  });
});

type AddressIn = CallInput<Calls['postAddressData']>['jsonData'];
const address = (over: Partial<AddressIn> = {}): AddressIn => ({
  customerId,
  addressType: 'Billing',
  addressLine1: '12, Avinashi Road',
  city: 'Tiruppur',
  pincode: '641604',
  ...over,
});

describe('an address', () => {
  it('takes the state of the GSTIN when left out, and becomes the primary first', async () => {
    const res = await t.callOk('postAddressData', { jsonData: address() }, sales);
    expect(res.state).toBe('Tamil Nadu');
    const details = await t.callOk('getCustomerDetailsFromDB', { customerId }, sales);
    expect(details.addresses).toEqual([
      expect.objectContaining({
        addressId: res.addressId,
        state: 'Tamil Nadu',
        country: 'India',
        isPrimary: true,
      }),
    ]);
    expect(details.city).toBe('Tiruppur');
  });

  it('names the state as the table does, and keeps a billing address in the GSTIN state', async () => {
    const shipping = await t.callOk(
      'postAddressData',
      {
        jsonData: address({
          addressType: 'Shipping',
          city: 'Bengaluru',
          state: 'karnataka',
          pincode: '560058',
        }),
      },
      sales,
    );
    expect(shipping.state).toBe('Karnataka');
    expect(
      await refused(
        'postAddressData',
        address({ state: 'Karnataka', city: 'Bengaluru', pincode: '560058' }),
        'jsonData.state',
      ),
    ).toContain('Tamil Nadu');
    await refused('postAddressData', address({ state: 'Atlantis' }), 'jsonData.state');
  });

  it('needs a 6-digit PIN code not starting with 0 in India, and takes postal codes abroad', async () => {
    expect(
      await refused('postAddressData', address({ pincode: '041604' }), 'jsonData.pincode'),
    ).toContain('not starting with 0');
    await refused('postAddressData', address({ pincode: '64160' }), 'jsonData.pincode');
    const abroad = await t.callOk(
      'postAddressData',
      {
        jsonData: address({
          addressType: 'Office',
          city: 'London',
          country: 'United Kingdom',
          pincode: 'EC1A 1BB',
          state: 'Greater London',
        }),
      },
      sales,
    );
    expect(abroad.state).toBe('Greater London');
  });

  it('needs a PIN code of the address’s state, typed or taken from the GSTIN, as India Compliance does', async () => {
    const typed = await refused(
      'postAddressData',
      address({ addressType: 'Shipping', state: 'Karnataka', pincode: '641604' }),
      'jsonData.pincode',
    );
    expect(typed).toContain('not a PIN code of that state');
    // No state given: the GSTIN's (Tamil Nadu), whose PIN codes start 600 to 643.
    await refused('postAddressData', address({ pincode: '560058' }), 'jsonData.pincode');
  });

  it('moves the primary mark and the customer city when another is made primary', async () => {
    const res = await t.callOk(
      'postAddressData',
      {
        jsonData: address({
          addressType: 'Warehouse',
          city: 'Coimbatore',
          pincode: '641018',
          isPrimary: true,
        }),
      },
      sales,
    );
    const details = await t.callOk('getCustomerDetailsFromDB', { customerId }, sales);
    expect(details.addresses.filter((a) => a.isPrimary).map((a) => a.addressId)).toEqual([
      res.addressId,
    ]);
    expect(details.city).toBe('Coimbatore');
  });

  it('is refused for a customer that does not exist, or edited only on its own customer', async () => {
    await refused('postAddressData', address({ customerId: 'CUST-99999' }), 'jsonData.customerId');
    await refused('postAddressData', address({ addressId: 'ADDR-99999' }), 'jsonData.addressId');
  });
});

type ContactIn = CallInput<Calls['postContactData']>['jsonData'];
const contact = (over: Partial<ContactIn> = {}): ContactIn => ({
  customerId,
  firstName: 'Kavitha',
  lastName: 'S',
  designation: 'Purchase Manager',
  phone: '98430 12345',
  email: 'Kavitha@Lotus.example',
  ...over,
});

describe('a contact', () => {
  it('gives the customer its phone and email when it is the first', async () => {
    const res = await t.callOk('postContactData', { jsonData: contact() }, sales);
    const details = await t.callOk('getCustomerDetailsFromDB', { customerId }, sales);
    expect(details.contacts).toEqual([
      expect.objectContaining({
        contactId: res.contactId,
        email: 'kavitha@lotus.example',
        isPrimary: true,
      }),
    ]);
    expect(details).toMatchObject({ phone: '98430 12345', email: 'kavitha@lotus.example' });
  });

  it('is refused with a phone that cannot be one, naming the field', async () => {
    for (const phone of ['12345 678', '0000000000', '+91 01234 56789']) {
      await refused('postContactData', contact({ phone }), 'jsonData.phone');
    }
    await refused('postContactData', contact({ email: 'not-an-email' }), 'jsonData.email');
  });

  it('is edited in place', async () => {
    const [first] = (await t.callOk('getCustomerDetailsFromDB', { customerId }, sales)).contacts;
    await t.callOk(
      'postContactData',
      { jsonData: contact({ contactId: first?.contactId, phone: '+91 98430 99999' }) },
      sales,
    );
    const details = await t.callOk('getCustomerDetailsFromDB', { customerId }, sales);
    expect(details.contacts).toHaveLength(1);
    expect(details.phone).toBe('+91 98430 99999');
  });

  it('answers 404 for a customer that does not exist', async () => {
    const res = await t.send('getCustomerDetailsFromDB', { customerId: 'CUST-99999' }, sales);
    expect(res.statusCode).toBe(404);
  });
});
