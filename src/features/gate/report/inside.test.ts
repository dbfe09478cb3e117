import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, OVERSTAY_MINUTES, stillInside, type VisitorRow } from './inside';

const visitor = (passNo: string, inTime: string, out: string | null = null): VisitorRow => ({
  visitorId: passNo,
  passNo,
  name: `Visitor ${passNo}`,
  phone: '9876543210',
  company: 'Acme',
  purpose: 'Meeting',
  hostEmployee: 'R. Kumar',
  idProofType: 'Aadhaar',
  idProofNo: '1234',
  vehicleNo: null,
  hasPhoto: false,
  inTime,
  outTime: out,
  status: out ? 'out' : 'in',
  emailedToHost: false,
  overstay: false,
  remarks: null,
});

const now = new Date('2026-11-23T15:00:00+05:30');

describe('visitors still inside', () => {
  it('lists only those not marked out, longest inside first', () => {
    const rows = [
      visitor('P1', '2026-11-23T14:30:00+05:30'),
      visitor('P2', '2026-11-23T09:00:00+05:30'),
      visitor('P3', '2026-11-23T10:00:00+05:30', '2026-11-23T11:00:00+05:30'),
    ];
    expect(stillInside(rows, now).map((i) => [i.row.passNo, i.minutes])).toEqual([
      ['P2', 360],
      ['P1', 30],
    ]);
  });

  it('marks a visit past the limit as an overstay, and one just at it as not', () => {
    const at = new Date(now.getTime() - OVERSTAY_MINUTES * 60_000).toISOString();
    const over = new Date(now.getTime() - (OVERSTAY_MINUTES + 1) * 60_000).toISOString();
    const [late, onTime] = stillInside([visitor('A', at), visitor('B', over)], now);
    expect([late?.row.passNo, late?.overstay]).toEqual(['B', true]);
    expect([onTime?.row.passNo, onTime?.overstay]).toEqual(['A', false]);
  });

  it('follows the limit of the settings, and the server flag of a visit it already found too long', () => {
    const twoHours = visitor('T', '2026-11-23T13:00:00+05:30');
    expect(stillInside([twoHours], now, 90)[0]?.overstay).toBe(true);
    expect(stillInside([twoHours], now, 180)[0]?.overstay).toBe(false);
    const flagged = { ...visitor('S', '2026-11-23T14:50:00+05:30'), overstay: true };
    expect(stillInside([flagged], now)[0]?.overstay).toBe(true);
  });

  it('never shows a negative time for an entry a phone clock put in the future', () => {
    const [v] = stillInside([visitor('F', '2026-11-23T15:05:00+05:30')], now);
    expect(v?.minutes).toBe(0);
  });

  it('words a duration in hours and minutes', () => {
    expect(hoursAndMinutes(125)).toEqual({ h: 2, m: 5 });
  });
});
