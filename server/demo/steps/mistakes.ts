import { mistakeTypes } from '../../db/schema';
import { insertInBatches } from '../batch';
import { mistakeCatalogue } from '../catalogue/mistakes';
import type { DemoStep } from '../step';

/** The catalogue order is the pick-list order; gaps of 10 let admins slot new types in between. */
export const mistakesStep: DemoStep = {
  name: 'mistakeTypes',
  run: (db) =>
    insertInBatches(
      db,
      mistakeTypes,
      mistakeCatalogue.map((m, i) => ({ ...m, sortOrder: (i + 1) * 10, active: true })),
    ),
};
