import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { namedKinds } from '../../../contract/gate/names';
import { customerTypes } from '../../../contract/main/customers';
import { users } from './auth';
import { oneOf, ts } from './columns';

/** Employees, knitting operators and customers of the ERPNext mirror (see masters.ts). */

export const employees = pgTable(
  'employees',
  {
    employeeId: text('employee_id').primaryKey(),
    employeeName: text('employee_name').notNull(),
    designation: text('designation').notNull(),
    department: text('department').notNull(),
    /** Where visitor records for a host are emailed; floor staff have none. */
    companyEmail: text('company_email'),
    active: boolean('active').notNull().default(true),
    modified: ts('modified'),
  },
  (t) => [
    index('employees_name_lower_idx').on(sql`lower(${t.employeeName})`),
    index('employees_designation_idx').on(t.designation),
    index('employees_department_idx').on(t.department),
  ],
);

/**
 * The Tamil names of designations, departments and shifts: ERPNext names them in English only, so
 * the mill keeps the Tamil here, by the English name (a pull from the site never touches them).
 */
export const tamilNames = pgTable(
  'tamil_names',
  {
    kind: text('kind', { enum: namedKinds }).notNull(),
    name: text('name').notNull(),
    nameTa: text('name_ta').notNull(),
    updatedAt: ts('updated_at'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.name] }),
    check('tamil_names_kind_check', oneOf(t.kind, namedKinds)),
    check('tamil_names_name_ta_check', sql`char_length(btrim(${t.nameTa})) between 1 and 40`),
    // Two designations read alike in Tamil would leave a reader guessing which is which.
    uniqueIndex('tamil_names_name_ta_key').on(t.kind, t.nameTa),
  ],
);

/** Knitting operators: a mill-side list (ERPNext has none), each tied to an employee code. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    employeeCode: text('employee_code').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('operators_employee_code_key').on(t.employeeCode),
    index('operators_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    /** The ERPNext document name (CUST-00001), which the app calls customerId. */
    name: text('name').primaryKey(),
    customerName: text('customer_name').notNull(),
    customerType: text('customer_type', { enum: customerTypes }).notNull(),
    customerGroup: text('customer_group').notNull(),
    territory: text('territory').notNull(),
    gstin: text('gstin'),
    /** The sales segment the dashboards sum this customer under (Textiles, Export, ...). */
    segment: text('segment'),
    /** ERPNext keeps the primary address city, mobile and email on the customer itself. */
    city: text('city'),
    mobileNo: text('mobile_no'),
    emailId: text('email_id'),
    /** False while a customer created here waits in the outbox to reach ERPNext. */
    syncedToErp: boolean('synced_to_erp').notNull().default(true),
    createdAt: ts('created_at'),
    modified: ts('modified'),
  },
  (t) => [
    check('customers_type_check', oneOf(t.customerType, customerTypes)),
    index('customers_name_lower_idx').on(sql`lower(${t.customerName})`),
    index('customers_segment_idx').on(t.segment),
  ],
);
