import type { HandlerMap } from '../../http/context';
import { rollPassport } from './passport';

/**
 * The roll passport (contract/main/passport.ts): one read of a roll's whole life. Its queries run
 * in one read-only transaction: one snapshot (a roll moved meanwhile is never seen half-moved)
 * and one connection of the pool, however many of them run side by side.
 */
export const passportHandlers = {
  getRollPassport: async (ctx, { roll_no, kind }) =>
    ctx.db.transaction((tx) => rollPassport(tx, roll_no, kind), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    }),
} satisfies HandlerMap;
