import { asc } from 'drizzle-orm';
import { customers } from '../../db/schema';
import { nameOrder } from '../../db/schema/columns';
import type { HandlerMap } from '../../http/context';

export const customersHandlers = {
  getCustomerDataFromDB: async (ctx) =>
    ctx.db
      .select({
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
      })
      .from(customers)
      .orderBy(asc(nameOrder(customers.customerName)), asc(customers.name)),
} satisfies HandlerMap;
