import { describe, expect, it } from 'vitest';
import { visitorEmailProblems } from '../../../../contract/gate/visitors';
import { localeStore, m } from '../../../i18n';
import { ApiError } from '../../../lib/rpc';
import { emailFailureText } from './email';

const refused = (status: number, code: 'conflict' | 'unavailable' | 'bad_input', message: string) =>
  new ApiError(status, { code, message }, message);

describe('an email to the host that did not go', () => {
  it('tells the guard in Tamil that email is not set up, rather than "try again"', async () => {
    localeStore.set('ta');
    const text = await emailFailureText(refused(409, 'conflict', visitorEmailProblems.notSetUp));
    expect(text).toBe(m.gate_email_not_set_up());
    expect(text).toMatch(/மெயில்/);
  });

  it('says the message will be sent again when the mail server refused it', async () => {
    localeStore.set('en');
    const text = await emailFailureText(refused(503, 'unavailable', visitorEmailProblems.failed));
    expect(text).toBe(m.gate_email_queued());
  });

  it('says the office must check the address when the mail server refused it for good', async () => {
    localeStore.set('ta');
    const message = `${visitorEmailProblems.failed} for r.kumar@mill.test: 550 Mailbox unavailable. It is not tried again: check the host's email address in ERPNext.`;
    const text = await emailFailureText(refused(409, 'conflict', message));
    expect(text).toBe(m.gate_email_refused());
    expect(text).not.toBe(m.gate_email_queued());
  });

  it('names a host without an email address', async () => {
    localeStore.set('en');
    const message = `The host R. Kumar ${visitorEmailProblems.noHostEmail} in ERPNext, so the visitor's record cannot be emailed to them.`;
    expect(await emailFailureText(refused(409, 'conflict', message))).toBe(
      m.gate_email_no_address(),
    );
  });

  it('says there is no connection when the phone is offline', async () => {
    localeStore.set('en');
    const text = await emailFailureText(new ApiError(0, null, 'offline'));
    expect(text).toContain(m.gate_email_failed({ reason: '' }).trim());
  });
});
