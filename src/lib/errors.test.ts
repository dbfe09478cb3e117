import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody } from '@contract';
import {
  controlMessage,
  dateMessage,
  notEmptyMessage,
  saneYearMessage,
} from '../../contract/core/patterns';
import { localeStore, m } from '../i18n';
import {
  codeText,
  errorCodes,
  errorMessage,
  fieldErrors,
  issueText,
  problemText,
  zodFieldErrors,
} from './errors';
import { ApiError } from './rpc';

afterEach(() => localeStore.set(undefined));

const TAMIL = /[\u0B80-\u0BFF]/;
const answer = (status: number, error: z.input<typeof errorBody>['error']) =>
  new ApiError(status, error, error.message);

describe('error codes', () => {
  it('are every code the contract knows', () => {
    expect([...errorCodes].sort()).toEqual([...errorBody.shape.error.shape.code.options].sort());
  });

  it('each have a sentence in English and in Tamil', () => {
    for (const code of errorCodes) expect(codeText(code), code).toMatch(/^[A-Z].+\.$/);
    localeStore.set('ta');
    for (const code of errorCodes) expect(codeText(code), code).toMatch(TAMIL);
  });
});

describe('a failure in the user’s words', () => {
  const notFound = answer(404, { code: 'not_found', message: 'No QI report QI-9.' });

  it('shows the server’s own English on an English screen', () => {
    expect(errorMessage(notFound)).toBe('No QI report QI-9.');
  });

  it('shows the code’s sentence on a Tamil screen', () => {
    localeStore.set('ta');
    expect(errorMessage(notFound)).toBe(m.error_not_found({}, { locale: 'ta' }));
  });

  it('takes a screen’s own words for a code', () => {
    localeStore.set('ta');
    const wrong = answer(401, { code: 'not_signed_in', message: 'Email or password is wrong.' });
    expect(errorMessage(wrong, { not_signed_in: m.error_wrong_sign_in })).toBe(
      'ஈமெயில் அல்லது பாஸ்வேர்டு தவறு, அல்லது இந்தக் கணக்கு நிறுத்தப்பட்டுள்ளது.',
    );
  });

  it('says how long to wait after too many tries, in minutes', () => {
    const throttled = answer(429, {
      code: 'throttled',
      message: 'Too many sign-in attempts.',
      retryAfterSeconds: 61,
    });
    expect(errorMessage(throttled)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
    localeStore.set('ta');
    expect(errorMessage(throttled)).toBe(
      'பல முறை முயன்றுவிட்டீர்கள். 2 நிமிடங்கள் கழித்து மீண்டும் முயற்சிக்கவும்.',
    );
  });

  it('words no answer, and an answer without a body, by what happened', () => {
    expect(errorMessage(new ApiError(0, null, 'fetch failed'))).toBe(
      'No connection to the server. Check the network and try again.',
    );
    localeStore.set('ta');
    expect(errorMessage(new ApiError(503, null, 'Service Unavailable'))).toBe(
      m.error_unavailable({}, { locale: 'ta' }),
    );
    expect(problemText({ status: 400, message: 'jsonData.points: must be 1 to 4' })).toBe(
      m.error_bad_input({}, { locale: 'ta' }),
    );
  });
});

describe('a field’s reason', () => {
  it('is the server’s English on an English screen', () => {
    expect(issueText({ message: 'must be 1 to 4' })).toBe('must be 1 to 4');
  });

  it('words the contract’s shared reasons in Tamil, and says the rest in brackets', () => {
    localeStore.set('ta');
    for (const message of [notEmptyMessage, controlMessage, dateMessage, saneYearMessage]) {
      expect(issueText({ message }), message).toMatch(TAMIL);
      expect(issueText({ message })).not.toContain(message);
    }
    expect(issueText({ message: 'must be at least 10 characters' })).toBe(
      'குறைந்தது 10 எழுத்துகள் வேண்டும்',
    );
    expect(issueText({ message: 'is a keyboard pattern: add a few uncommon words' })).toMatch(
      TAMIL,
    );
    expect(issueText({ message: 'QI report 12 is completed' })).toBe(
      'ஏற்கப்படவில்லை (QI report 12 is completed)',
    );
  });

  it('words the tablet’s own checks from zod’s issue codes', () => {
    localeStore.set('ta');
    const form = z.object({
      email: z.email(),
      name: z.string().min(2).max(5),
      kg: z.number().min(0),
      stage: z.enum(['greige', 'finish']),
    });
    const parsed = form.safeParse({ email: 'x', name: 'abcdefg', kg: -1, stage: 'wet' });
    expect(parsed.success).toBe(false);
    expect(zodFieldErrors(parsed.error?.issues ?? [])).toEqual({
      email: 'சரியான ஈமெயில் முகவரி வேண்டும்',
      name: 'அதிகபட்சம் 5 எழுத்துகள் மட்டும்',
      kg: '0 அல்லது அதற்கு மேல் இருக்க வேண்டும்',
      stage: 'கொடுத்துள்ளவற்றில் ஒன்றைத் தேர்வு செய்யுங்கள்',
    });
  });

  it('keys a 400’s fields by their last name', () => {
    const bad = answer(400, {
      code: 'bad_input',
      message: 'signcredentials.email: must be an email address',
      issues: [{ path: 'signcredentials.email', message: 'must be an email address' }],
    });
    expect(fieldErrors(bad)).toEqual({ email: 'must be an email address' });
    localeStore.set('ta');
    expect(fieldErrors(bad)).toEqual({ email: 'சரியான ஈமெயில் முகவரி வேண்டும்' });
  });
});
