import type { ItemRollRow } from './columns';

/** The rolls picked to send: one store at a time, as one stock entry moves from one warehouse. */
export interface Picked {
  readonly warehouse: string | null;
  readonly rolls: ReadonlyMap<string, ItemRollRow>;
}

export const nothingPicked: Picked = { warehouse: null, rolls: new Map() };

/** Picks or lets go of a roll; a roll of another store than the picked ones is not taken. */
export function toggle(picked: Picked, roll: ItemRollRow): Picked {
  const rolls = new Map(picked.rolls);
  if (rolls.has(roll.rollNo)) {
    rolls.delete(roll.rollNo);
    return { warehouse: rolls.size ? picked.warehouse : null, rolls };
  }
  if (picked.warehouse !== null && picked.warehouse !== roll.warehouse) return picked;
  rolls.set(roll.rollNo, roll);
  return { warehouse: roll.warehouse, rolls };
}

export const pickedKg = (picked: Picked): number =>
  Math.round([...picked.rolls.values()].reduce((t, r) => t + r.qtyKg, 0) * 1000) / 1000;
