import { describe, expect, it } from 'vitest';
import { emptyVisitor, fromReturning, phoneToLookUp, toVisitorInput } from './form';

const returning = {
  name: 'Selvi',
  phone: '+919876543210',
  company: 'Kongu Dyes',
  idProofType: 'PAN' as const,
  idProofNo: 'ABCDE1234F',
  vehicleNo: null,
  photo: '/9j/4AAQSkZJRg==',
  lastVisitAt: '2026-11-01T10:00:00+05:30',
  visits: 3,
};

describe('the visitor entry form', () => {
  it("fills a returning visitor's details and keeps today's purpose and host as typed", () => {
    const typed = { ...emptyVisitor(), purpose: 'Payment', hostEmployee: 'R. Kumar' };
    const filled = fromReturning(typed, returning);
    expect(filled).toMatchObject({
      name: 'Selvi',
      company: 'Kongu Dyes',
      idProofType: 'PAN',
      purpose: 'Payment',
      hostEmployee: 'R. Kumar',
      vehicleNo: '',
    });
    expect(filled.photo).toBe('data:image/jpeg;base64,/9j/4AAQSkZJRg==');
  });

  it('looks a phone up only once enough digits are typed', () => {
    expect(phoneToLookUp('98 76')).toBeNull();
    expect(phoneToLookUp('98765 4')).toBe('987654');
  });

  it('sends a complete entry with its time and the phone’s own id, and names missing fields', async () => {
    const clientId = '7d1c4c1e-9d6b-4b8e-8f3e-2a1b3c4d5e6f';
    const now = new Date('2026-11-23T09:30:00Z');
    const ok = await toVisitorInput(
      { ...fromReturning(emptyVisitor(), returning), purpose: 'Payment', hostEmployee: 'Kumar' },
      now,
      clientId,
    );
    expect(ok.input).toMatchObject({ inTime: now.toISOString(), clientId, name: 'Selvi' });
    const missing = await toVisitorInput(emptyVisitor(), now, clientId);
    expect(missing.input).toBeNull();
    const fields = new Set(missing.issues.map((i) => String(i.path.at(-1))));
    expect(fields).toEqual(
      new Set(['name', 'phone', 'company', 'purpose', 'hostEmployee', 'idProofType', 'idProofNo']),
    );
  });
});
