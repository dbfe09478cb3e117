import type { GstinProblem } from '@rules/india';
import { m } from '../../i18n';
import type { AddressType, CustomerType } from './form';

/** The contract's choices in the user's language; a choice added without words is a compile error. */
export const customerTypeWords: Readonly<Record<CustomerType, () => string>> = {
  Company: m.people_type_company,
  Individual: m.people_type_individual,
};

export const addressTypeWords: Readonly<Record<AddressType, () => string>> = {
  Billing: m.people_address_billing,
  Shipping: m.people_address_shipping,
  Office: m.people_address_office,
  Warehouse: m.people_address_warehouse,
  Other: m.people_address_other,
};

export const gstinProblemWords: Readonly<Record<GstinProblem, () => string>> = {
  shape: m.people_issue_gstin_shape,
  stateCode: m.people_issue_gstin_state,
  checkCharacter: m.people_issue_gstin_check,
};
