import { eq } from 'drizzle-orm';
import { gateVisitors } from '../../../db/schema';
import { frappeDatetime, type PushDeclaration } from '../declare';

/**
 * A gate visitor, for a site with a doctype of its own for them (ERPNext has none; the doctype's
 * name is ERPNEXT_VISITOR_DOCTYPE). The photo and the ID proof's number stay in Greige: personal
 * data is kept where its retention is enforced (the photo purge).
 */

type VisitorRow = typeof gateVisitors.$inferSelect;

export const visitorPush = (doctype: string): PushDeclaration<VisitorRow> => ({
  doctype,
  read: async (db, id) =>
    (await db.select().from(gateVisitors).where(eq(gateVisitors.visitorId, id)))[0] ?? null,
  fields: {
    visitor_name: 'name',
    mobile_no: 'phone',
    company_name: 'company',
    purpose: 'purpose',
    host_employee: 'hostEmployeeId',
    host_employee_name: 'hostEmployee',
    id_proof_type: 'idProofType',
    vehicle_no: 'vehicleNo',
    pass_no: 'passNo',
    in_time: (v) => frappeDatetime(v.inTime),
    out_time: (v) => frappeDatetime(v.outTime),
    remarks: 'remarks',
  },
});
