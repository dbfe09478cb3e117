import { describe, expect, it } from 'vitest';
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
});
