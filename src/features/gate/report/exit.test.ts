import { describe, expect, it } from 'vitest';
import { localeStore } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { ApiError } from '../../../lib/rpc';
import { exitFailureText } from './exit';

const outTime = '2026-11-29T00:10:00.000Z';
const alreadyOut = new ApiError(
  409,
  {
    code: 'conflict',
    message: 'Bala (VIS-20261129-0002) was already marked out.',
    detail: {
      reason: 'alreadyOut',
      visitorId: 'VIS-20261129-0002',
      passNo: 'P-2',
      name: 'Bala',
      outTime,
    },
  },
  'Bala (VIS-20261129-0002) was already marked out.',
);

describe('a second exit, in the guard’s words', () => {
  it('names the visitor and when they went out, in English and Tamil, in the app’s format', () => {
    const time = formatDateTime(outTime);
    expect(time).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(exitFailureText(alreadyOut)).toBe(`Bala was already marked out at ${time}.`);
    localeStore.set('ta');
    expect(exitFailureText(alreadyOut)).toBe(`Bala ஏற்கனவே ${time} க்கு வெளியே போய்விட்டார்.`);
  });
});
