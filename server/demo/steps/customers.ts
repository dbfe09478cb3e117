import { gstinCheckCharacter } from '../../../rules/india';
import { customers } from '../../db/schema';
import { insertInBatches } from '../batch';
import {
  customerCores,
  customerGroups,
  customerPrefixes,
  customerSuffixes,
  domesticSegments,
  territories,
} from '../catalogue/people';
import type { Rng } from '../random';
import { demoDate, pad, scaled, uniqueNames, type DemoStep } from '../step';
import { personName } from './people';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = (rng: Rng): string => letters.charAt(rng.int(0, 25));
const digits = (rng: Rng, n: number): string =>
  Array.from({ length: n }, () => rng.int(0, 9)).join('');

/**
 * State code, PAN (whose 4th letter is C for a company, P for a person), entity number, `Z` and the
 * check character (rules/india.ts), so the contract's GSTIN rule accepts it when a customer is edited.
 */
function gstin(rng: Rng, state: string, company: boolean): string {
  const pan = `${letter(rng)}${letter(rng)}${letter(rng)}${company ? 'C' : 'P'}${letter(rng)}${digits(rng, 4)}${letter(rng)}`;
  const first14 = `${state}${pan}${rng.int(1, 9)}Z`;
  // The draw that once made the check character up stays, so every later draw (and so the rest of
  // the demo mill) is as it was.
  void (rng.chance(0.5) ? letter(rng) : digits(rng, 1));
  return `${first14}${gstinCheckCharacter(first14)}`;
}

const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

export const customersStep: DemoStep = {
  name: 'customers',
  run: (db, rng, scale) => {
    const uniqueName = uniqueNames();
    const rows = Array.from(
      { length: scaled(40, scale) },
      (_, i): typeof customers.$inferInsert => {
        const [territory, state, cities] = rng.weighted(territories.map((t) => [t, t[3]] as const));
        const company = rng.chance(0.9);
        const customerName = uniqueName(() =>
          company
            ? `${rng.pick(customerPrefixes)} ${rng.pick(customerCores)} ${rng.pick(customerSuffixes)}`
            : personName(rng),
        );
        const createdAt = demoDate(rng);
        return {
          name: `CUST-${pad(i + 1, 5)}`,
          customerName,
          customerType: company ? 'Company' : 'Individual',
          customerGroup: !company
            ? 'Individual'
            : state
              ? rng.pick(customerGroups)
              : 'Overseas Buyer',
          territory,
          gstin: state ? gstin(rng, state, company) : null,
          segment: state ? rng.weighted(domesticSegments) : 'Export',
          city: rng.pick(cities.split('|')),
          mobileNo: state
            ? `+91 9${digits(rng, 4)} ${digits(rng, 5)}`
            : `+${rng.int(1, 99)} ${digits(rng, 9)}`,
          emailId: company ? `purchase@${slug(customerName)}.example` : null,
          createdAt,
          modified: createdAt,
        };
      },
    );
    return insertInBatches(db, customers, rows);
  },
};
