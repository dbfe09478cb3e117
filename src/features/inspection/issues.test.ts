import { afterEach, describe, expect, it } from 'vitest';
import { localeStore } from '../../i18n';
import { fieldIssues, wordIssue, wordIssues } from './issues';

afterEach(() => localeStore.set(undefined));

const emptyWeight = { code: 'invalid_type', expected: 'number', input: NaN, message: 'x' };
const notPositive = {
  code: 'too_small',
  origin: 'number',
  minimum: 0,
  inclusive: false,
  message: 'x',
};
const tooLong = { code: 'too_big', origin: 'string', maximum: 60, inclusive: true, message: 'x' };
const control = { code: 'invalid_format', origin: 'string', format: 'regex', message: 'x' };
const noChange = { code: 'custom', message: 'name at least one field to change' };

describe('a refused inspection field, worded from its field and issue code', () => {
  it.each([
    [
      'en',
      [
        'Enter the weight in kg',
        'Must be more than 0 GSM',
        'At most 60 letters',
        'Remove the special characters (such as tabs)',
        'Pick the order',
        'Change at least one value',
      ],
    ],
    [
      'ta',
      [
        'எடையை kg-ல் போடுங்கள்',
        '0 GSM-க்கு மேல் வேண்டும்',
        'அதிகபட்சம் 60 எழுத்துகள்',
        'சிறப்பு எழுத்துகளை (டேப் போன்றவை) நீக்குங்கள்',
        'ஆர்டரைத் தேர்வு செய்யுங்கள்',
        'குறைந்தது ஒரு விவரத்தையாவது மாற்றுங்கள்',
      ],
    ],
  ] as const)('in %s', (locale, expected) => {
    localeStore.set(locale);
    expect([
      wordIssue('kg', emptyWeight),
      wordIssue('gsmMeasured', notPositive),
      wordIssue('shade', tooLong),
      wordIssue('remarks', control),
      // A pick list's field asks for a pick whatever the schema found.
      wordIssue('docNo', { code: 'custom', message: 'required for purchaseOrder' }),
      wordIssue('rollNo', noChange),
    ]).toEqual(expected);
  });

  it('keeps the first issue of each field and rewords them in the language shown', () => {
    const issues = fieldIssues([
      { ...notPositive, path: ['jsonData', 'widthEndCm'] },
      { ...tooLong, path: ['jsonData', 'widthEndCm'] },
      { ...emptyWeight, path: ['jsonData', 'kg'] },
    ]);
    expect(Object.keys(issues)).toEqual(['widthEndCm', 'kg']);
    expect(wordIssues(issues).widthEndCm).toBe('Must be more than 0 cm');
    localeStore.set('ta');
    expect(wordIssues(issues).widthEndCm).toBe('0 செ.மீ.-க்கு மேல் வேண்டும்');
  });
});
