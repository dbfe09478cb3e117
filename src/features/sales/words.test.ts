import { afterEach, describe, expect, it } from 'vitest';
import { localeStore } from '../../i18n';
import { statusName } from './words';

describe("a sales order's status in words", () => {
  afterEach(() => localeStore.set('en'));

  it("says ERPNext's statuses in the screen's language", () => {
    expect(statusName('To Bill')).toBe('To bill');
    localeStore.set('ta');
    expect(statusName('To Bill')).toBe('பில் செய்ய வேண்டும்');
  });

  it('shows a status it has no words for as the site wrote it, whatever its name', () => {
    for (const status of ['Partly Delivered', '__proto__', 'constructor', 'toString', ''])
      expect(statusName(status)).toBe(status);
  });
});
