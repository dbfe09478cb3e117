import { describe, expect, it } from 'vitest';
import { localeStore } from '../../i18n';
import { auditText, type AuditEntry } from './auditText';

const entry = (action: string, target: string, details: Record<string, unknown>): AuditEntry =>
  ({ action, target, details }) as AuditEntry;

describe('auditText', () => {
  it('words the sign-in limits so an administrator sees who was paused and from where', () => {
    expect(
      auditText(
        entry('signin.throttled', 'admin@mill.test', {
          scope: 'account from one address',
          address: '10.0.0.9',
          failures: 5,
        }),
      ),
    ).toBe('Sign-ins to admin@mill.test from 10.0.0.9 paused after 5 failures');
    expect(
      auditText(entry('signin.throttled', '10.0.0.9', { scope: 'address', failures: 30 })),
    ).toBe('Sign-ins from 10.0.0.9 paused after 30 failures');
    expect(auditText(entry('register.throttled', '10.0.0.9', { registrations: 20 }))).toBe(
      'Registrations from 10.0.0.9 paused after 20',
    );
  });

  it('says a second registration of an email made no account', () => {
    expect(auditText(entry('user.registered_again', 'kavi@mill.test', {}))).toBe(
      'Someone tried to register kavi@mill.test again; no account was made',
    );
  });

  const renamed = entry('mistakeType.changed', 'Slub', {
    before: { nameTa: 'ஸ்லப்', defaultPoints: 1, active: true },
    after: { nameTa: 'ஸ்லப் நூல்', defaultPoints: 2, active: false },
  });
  const added = entry('mistakeType.added', 'Cut Mark', {
    name: 'Cut Mark',
    nameTa: 'கட் மார்க்',
    defaultPoints: 3,
    sortOrder: 380,
  });

  it('says what changed of a defect type, and what a new one is', () => {
    expect(auditText(renamed)).toBe(
      'Defect type Slub: Tamil name ஸ்லப் → ஸ்லப் நூல்; points 1 → 2; no longer offered on the tablets',
    );
    expect(
      auditText(entry('mistakeType.changed', 'Hole', { before: {}, after: { sortOrder: 15 } })),
    ).toBe('Defect type Hole: order – → 15');
    expect(auditText(entry('mistakeType.changed', 'Hole', { before: {}, after: {} }))).toBe(
      'Defect type Hole saved unchanged',
    );
    expect(auditText(added)).toBe('Defect type Cut Mark added: கட் மார்க், 3 points');
  });

  it('words the defect type changes in Tamil', () => {
    localeStore.set('ta');
    expect(auditText(renamed)).toBe(
      'குறை வகை Slub: தமிழ்ப் பெயர் ஸ்லப் → ஸ்லப் நூல்; பாயிண்ட் 1 → 2; டேப்லெட்டில் இனி காட்டப்படாது',
    );
    expect(auditText(added)).toBe('புது குறை வகை Cut Mark சேர்க்கப்பட்டது: கட் மார்க், 3 பாயிண்ட்');
    expect(auditText(entry('user.disabled', 'anbu', {}))).toBe('anbu நிறுத்தப்பட்டார்');
  });
});
