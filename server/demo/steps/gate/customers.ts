import { asc } from 'drizzle-orm';
import { stateOfGstin } from '../../../../rules/india';
import type { Db } from '../../../db/client';
import { customerAddresses, customerContacts, customers } from '../../../db/schema';
import { insertInBatches } from '../../batch';
import { cityPostcodes, streets } from '../../catalogue/gate';
import type { Rng } from '../../random';
import { pad } from '../../step';
import { personName } from '../people';
import { digits } from './calendar';

/** A billing address and a contact for each demo customer, as the ERPNext mirror would hold them. */
export async function customerDetails(db: Db, rng: Rng): Promise<number> {
  const list = await db
    .select({
      id: customers.name,
      city: customers.city,
      gstin: customers.gstin,
      phone: customers.mobileNo,
      email: customers.emailId,
    })
    .from(customers)
    .orderBy(asc(customers.name));
  const addresses = list.map((c, i) => {
    const [pincode, country] = cityPostcodes[c.city ?? ''] ?? ['641604', 'India'];
    return {
      addressId: `ADDR-${pad(i + 1, 5)}`,
      customerId: c.id,
      addressType: 'Billing' as const,
      addressLine1: `${rng.int(1, 250)}, ${rng.pick(streets)}`,
      city: c.city ?? 'Tiruppur',
      state: c.gstin ? stateOfGstin(c.gstin) : null,
      pincode,
      country,
      isPrimary: true,
    };
  });
  const contacts = list.map((c, i) => {
    const [firstName = 'Staff', lastName = null] = personName(rng).split(' ');
    return {
      contactId: `CONT-${pad(i + 1, 5)}`,
      customerId: c.id,
      firstName,
      lastName,
      designation: rng.pick(['Purchase Manager', 'Merchandiser', 'Proprietor', 'Accounts']),
      phone: c.phone ?? `+91 9${digits(rng, 4)} ${digits(rng, 5)}`,
      email: c.email,
      isPrimary: true,
    };
  });
  return (
    (await insertInBatches(db, customerAddresses, addresses)) +
    (await insertInBatches(db, customerContacts, contacts))
  );
}
