import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutput, Calls } from '@contract';
import { handle } from '../../../../tests/setup/msw';
import { EDIT_FINISH_ROLL_NUMBER_KEY } from '../../../lib/session';
import { localeStore } from '../../../i18n';
import { checkRoll, refusalText, type RollRefusal } from './rollChecks';

const asked: string[] = [];
const greige = {
  greigeRollNo: 'GR-1',
  finishRollNo: null,
  itemCode: 'FAB-1',
  itemName: 'Single jersey',
  kg: 20,
  gsm: 180,
  widthCm: 160,
  diaIn: 30,
  machine: 'Circular 01',
  operator: 'Ravi',
  shift: 'A',
  sourceKind: null,
  sourceDocNo: null,
  supplier: null,
};
type ErpAnswer = CallOutput<Calls['checkRollNoInERPNext']>;
let erp = (rollNo: string): ErpAnswer =>
  rollNo.startsWith('FR')
    ? { ok: true, problem: null, message: 'OK', otherReportNo: null }
    : {
        ok: false,
        problem: 'notInErp',
        message: `${rollNo} has no finish roll yet.`,
        otherReportNo: null,
      };

const server = setupServer(
  handle('checkRollNoInERPNext', ({ input }) => {
    asked.push(`erp ${input.jsonData}`);
    return erp(input.jsonData);
  }),
  handle('checkGreigeRollNoinFinishRoll', () => {
    asked.push('finish check');
    return { ok: true, problem: null, message: 'OK', finishRollNo: null };
  }),
  handle('getGreigeRollNoInDB', ({ input }) => {
    asked.push(`lookup ${input.jsonData}`);
    return { found: true, roll: greige };
  }),
  handle('createFinishRollNoInDB', () => {
    asked.push('create finish');
    return { greigeRollNo: 'GR-1', finishRollNo: 'FR-1', created: true };
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => (asked.length = 0));
afterAll(() => server.close());

const target = { reportNo: 'QI-1', itemCode: 'FAB-1' };

describe('roll checks before a roll joins a report', () => {
  it('refuses with the server’s message naming the problem', async () => {
    erp = () => ({
      ok: false,
      problem: 'inOtherReport',
      message: 'Roll GR-1 is in open report QI-9.',
      otherReportNo: 'QI-9',
    });
    const result = await checkRoll(new QueryClient(), {
      ...target,
      rollNo: 'GR-1',
      stage: 'greige',
    });
    expect(result).toEqual({
      ok: false,
      problem: 'inOtherReport',
      rollNo: 'GR-1',
      otherReportNo: 'QI-9',
      message: 'Roll GR-1 is in open report QI-9.',
    });
    expect(asked).toEqual(['erp GR-1']);
  });

  it('at finish stage gives a greige roll its finish roll, reading the stored entry, then checks that', async () => {
    erp = (rollNo) =>
      rollNo.startsWith('FR')
        ? { ok: true, problem: null, message: 'OK', otherReportNo: null }
        : { ok: false, problem: 'notInErp', message: 'no finish roll yet', otherReportNo: null };
    const result = await checkRoll(new QueryClient(), {
      ...target,
      rollNo: 'GR-1',
      stage: 'finish',
    });
    expect(result).toMatchObject({ ok: true, greigeRollNo: 'GR-1', finishRollNo: 'FR-1' });
    expect(asked).toEqual(['erp GR-1', 'finish check', 'lookup GR-1', 'create finish', 'erp FR-1']);
    expect(localStorage.getItem(EDIT_FINISH_ROLL_NUMBER_KEY)).toBe('GR-1');
  });
});

describe('a refusal in the user’s words', () => {
  const fromServer: RollRefusal = {
    ok: false,
    problem: 'inOtherReport',
    rollNo: 'GR-1',
    otherReportNo: 'QI-9',
    message: 'Roll GR-1 is in open report QI-9 since 08:00.',
  };
  const foundHere: RollRefusal = {
    ok: false,
    problem: 'itemMismatch',
    rollNo: 'GR-1',
    otherReportNo: null,
  };

  it('is the server’s own sentence in English, the problem’s where the server gave none', () => {
    expect(refusalText(fromServer, 'FAB-1')).toBe('Roll GR-1 is in open report QI-9 since 08:00.');
    expect(refusalText(foundHere, 'FAB-1')).toBe(
      'Roll GR-1 is another item; this report inspects FAB-1.',
    );
  });

  it('is the problem’s sentence in Tamil', () => {
    localeStore.set('ta');
    expect(refusalText(fromServer, 'FAB-1')).toBe('ரோல் GR-1 திறந்திருக்கும் ரிப்போர்ட் QI-9-ல் உள்ளது.');
    expect(refusalText(foundHere, 'FAB-1')).toBe(
      'ரோல் GR-1 வேறு ஐட்டம்; இந்த ரிப்போர்ட் FAB-1 ஐட்டத்துக்கானது.',
    );
  });
});
