import { describe, expect, it } from 'vitest';
import { checkCatalogues, type Catalogue } from './check';
import { locales, m } from '.';

/** Every catalogue of the app, as the compile reads them. */
const files = import.meta.glob<Record<string, unknown>>('./messages/*/*.json', {
  eager: true,
  import: 'default',
});
const catalogues: Catalogue[] = Object.entries(files).map(([file, messages]) => {
  const [, area = '', locale = ''] = /\.\/messages\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  return { area, locale, messages };
});

describe('the message catalogues', () => {
  it('give every message in every language, with the same inputs', () => {
    expect(catalogues.length).toBeGreaterThan(0);
    expect(checkCatalogues(catalogues, locales)).toEqual([]);
  });
});

describe('the completeness check', () => {
  const en = { frame_a: 'Saved {when}', frame_b: 'Send' };
  const check = (ta: Record<string, unknown>, more: Catalogue[] = []) =>
    checkCatalogues(
      [
        { area: 'frame', locale: 'en', messages: en },
        { area: 'frame', locale: 'ta', messages: ta },
        ...more,
      ],
      ['en', 'ta'],
    );

  it('passes a complete pair', () => {
    expect(check({ frame_a: 'சேமித்தது {when}', frame_b: 'அனுப்பு' })).toEqual([]);
  });

  it('names a key missing in one language', () => {
    expect(check({ frame_a: 'சேமித்தது {when}' })).toEqual([
      'src/i18n/messages/frame/ta.json: "frame_b" is missing',
    ]);
  });

  it('names an empty message and one whose inputs differ', () => {
    expect(check({ frame_a: 'சேமித்தது {whenn}', frame_b: ' ' })).toEqual([
      'src/i18n/messages/frame/ta.json: "frame_a" takes {whenn} but en takes {when}',
      'src/i18n/messages/frame/ta.json: "frame_b" is empty',
    ]);
  });

  it('names a missing file, a key outside its area and a key in two areas', () => {
    const problems = check({ frame_a: 'x {when}', frame_b: 'y' }, [
      { area: 'home', locale: 'en', messages: { frame_b: 'Send', home_x: 'X' } },
    ]);
    expect(problems).toEqual([
      'src/i18n/messages/home/ta.json is missing',
      'src/i18n/messages/home/en.json: key "frame_b" must start with "home_"',
      'key "frame_b" is in both frame and home',
    ]);
  });

  it('wants a catch-all variant in a plural, and declared inputs', () => {
    const plural = (match: Record<string, string>) => [
      {
        declarations: ['input count', 'local countPlural = count: plural'],
        selectors: ['countPlural'],
        match,
      },
    ];
    const problems = checkCatalogues(
      [
        {
          area: 'frame',
          locale: 'en',
          messages: { frame_n: plural({ 'countPlural=one': 'one' }) },
        },
        {
          area: 'frame',
          locale: 'ta',
          messages: { frame_n: plural({ 'countPlural=*': '{count} {other}' }) },
        },
      ],
      ['en', 'ta'],
    );
    expect(problems).toEqual([
      'src/i18n/messages/frame/en.json: "frame_n" has no catch-all variant (every selector "=*")',
      'src/i18n/messages/frame/ta.json: "frame_n" variant "countPlural=*" uses undeclared {other}',
    ]);
  });
});

describe('plurals', () => {
  it('follow English’s one and other', () => {
    expect(m.frame_saves_waiting({ count: 1 })).toBe('1 save waiting');
    expect(m.frame_saves_waiting({ count: 0 })).toBe('0 saves waiting');
    expect(m.frame_saves_waiting({ count: 3 })).toBe('3 saves waiting');
    expect(m.error_try_again_in({ minutes: 1 })).toBe('Try again in 1 minute.');
  });

  it('follow Tamil’s one and other', () => {
    const ta = { locale: 'ta' } as const;
    expect(m.frame_saves_waiting({ count: 1 }, ta)).toBe('1 பதிவு அனுப்பக் காத்திருக்கிறது');
    expect(m.frame_saves_waiting({ count: 4 }, ta)).toBe('4 பதிவுகள் அனுப்பக் காத்திருக்கின்றன');
    expect(m.error_try_again_in({ minutes: 1 }, ta)).toBe('1 நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்.');
    expect(m.error_try_again_in({ minutes: 15 }, ta)).toBe('15 நிமிடங்கள் கழித்து மீண்டும் முயற்சிக்கவும்.');
  });
});
