import { describe, expect, it } from 'vitest';
import { heldByAttention, nextSave } from './chains';
import type { OutboxItem } from './store';

const item = (id: string, user: string, state: OutboxItem['state']): OutboxItem => ({
  id,
  call: 'postMistakeData',
  input: {},
  seq: Number(id.replace(/\D/g, '')),
  chain: ['inspection', 'report', 'R-1', 'roll-7'],
  savedAt: 0,
  user,
  attempts: 0,
  state,
});

describe('saves of one record on a shared tablet', () => {
  const items = [item('a1', 'asha', 'attention'), item('a2', 'asha', 'pending')];

  it("hold only their own user's later saves", () => {
    const withRavi = [...items, item('r3', 'ravi', 'pending')];
    expect([...heldByAttention(withRavi)]).toEqual(['a2']);
    expect(nextSave(withRavi, 'ravi', 0)).toMatchObject({ kind: 'send', item: { id: 'r3' } });
  });

  it("never hand one user another's save", () => {
    expect(nextSave([item('a1', 'asha', 'pending')], 'ravi', 0)).toEqual({
      kind: 'wait',
      at: null,
    });
  });
});
