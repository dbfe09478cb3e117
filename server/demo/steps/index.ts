import type { DemoStep } from '../step';
import { customersStep } from './customers';
import { itemsStep } from './items';
import { mistakesStep } from './mistakes';
import { employeesStep, operatorsStep } from './people';
import { machinesStep, suppliersStep, warehousesStep } from './places';
import { ordersStep } from './orders';
import { workOrdersStep } from './work-orders';
import { batchesStep } from './batches';
import { floorProductionStep, greigeRollsStep } from './greigeRolls';
import { inspectionsStep } from './inspections';
import { knittingStep } from './knitting';
import { ccInspectionsStep } from './ccInspections';
import { alertsStep } from './alerts';
import { stockStep } from './stock';
import { gateStep } from './gate';
import { salesStep } from './sales';

/**
 * Every step of the demo mill, in the order they run. Masters come first; domains append the
 * steps of their transactions (rolls, reports, orders...) after the masters they read.
 */
export const demoSteps: readonly DemoStep[] = [
  itemsStep,
  suppliersStep,
  warehousesStep,
  machinesStep,
  employeesStep,
  operatorsStep,
  customersStep,
  mistakesStep,
  ordersStep,
  workOrdersStep,
  batchesStep,
  greigeRollsStep,
  inspectionsStep,
  floorProductionStep,
  knittingStep,
  ccInspectionsStep,
  alertsStep,
  stockStep,
  salesStep,
  gateStep,
];
