import { describe, expect, it } from 'vitest';
import { areas } from '@contract';
import { rolePageGroups } from './rolePageGroups';

describe('rolePageGroups', () => {
  it('groups pages by area in the contract order with menu titles and counts', () => {
    const groups = rolePageGroups(new Set(['security-scan', 'visitor-data', 'select-home']));
    expect(groups.map((g) => g.title)).toEqual(Object.values(areas));
    const gate = groups.find((g) => g.area === 'gate');
    expect(gate?.granted).toBe(2);
    expect(gate?.pages.find((p) => p.name === 'security-scan')).toEqual({
      name: 'security-scan',
      title: 'Security Scan Report',
      granted: true,
    });
    expect(gate?.pages.find((p) => p.name === 'attendance-list')?.granted).toBe(false);
  });

  it('leaves out pages open without sign-in, which no role needs to grant', () => {
    const names = rolePageGroups(new Set()).flatMap((g) => g.pages.map((p) => p.name));
    expect(names).not.toContain('login');
    expect(names).not.toContain('registration');
    expect(names).toContain('users-list');
  });
});
