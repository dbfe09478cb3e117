import { describe, expect, it } from 'vitest';
import { worthKeeping } from '../../../app/queryPersist';
import { gradeRulesQuery } from './gradeRules';

describe('the grade rules the preview uses', () => {
  it('are kept in the persisted cache, so an offline tablet still has the mill’s', () => {
    const query = { queryKey: gradeRulesQuery().queryKey, state: { status: 'success' } };
    expect(worthKeeping(query)).toBe(true);
  });
});
