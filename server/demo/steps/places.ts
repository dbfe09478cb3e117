import { machines, suppliers, warehouses } from '../../db/schema';
import { insertInBatches } from '../batch';
import {
  circularMakes,
  flatMakes,
  machineCounts,
  supplierCatalogue,
  supplierCities,
  warehouseCatalogue,
} from '../catalogue/places';
import { demoDate, pad, type DemoStep } from '../step';

export const suppliersStep: DemoStep = {
  name: 'suppliers',
  run: (db, rng) =>
    insertInBatches(
      db,
      suppliers,
      // ERPNext's default naming: the document name is the supplier name.
      supplierCatalogue.map(([name, supplierGroup]) => ({
        name,
        supplierName: name,
        supplierGroup,
        city: rng.pick(supplierCities),
        modified: demoDate(rng),
      })),
    ),
};

export const warehousesStep: DemoStep = {
  name: 'warehouses',
  run: (db) =>
    insertInBatches(
      db,
      warehouses,
      warehouseCatalogue.map(([name, warehouseGroup, isJobWork, warehouseType]) => ({
        name,
        warehouseGroup,
        isJobWork,
        warehouseType,
      })),
    ),
};

type MachineRow = typeof machines.$inferInsert;

/** Inspection tables are machines too, because the live views show them side by side. */
export const machinesStep: DemoStep = {
  name: 'machines',
  run: (db, rng) => {
    const circular = Array.from({ length: machineCounts.circular }, (_, i): MachineRow => ({
      name: `Circular ${pad(i + 1, 2)}`,
      kind: 'circular',
      make: rng.pick(circularMakes),
      // Fleece and heavy rib run on coarser gauges than single jersey.
      gauge: rng.pick([20, 24, 28]),
      diaIn: rng.pick([24, 26, 28, 30, 32, 34]),
    }));
    const flat = Array.from({ length: machineCounts.flat }, (_, i): MachineRow => ({
      name: `Flat ${pad(i + 1, 2)}`,
      kind: 'flat',
      make: rng.pick(flatMakes),
      gauge: rng.pick([12, 14]),
    }));
    const tables = Array.from({ length: machineCounts.inspectionTables }, (_, i): MachineRow => ({
      name: `Table ${i + 1}`,
      kind: 'inspection_table',
    }));
    return insertInBatches(db, machines, [...circular, ...flat, ...tables]);
  },
};
