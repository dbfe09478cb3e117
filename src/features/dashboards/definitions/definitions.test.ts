import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls, type CallName } from '@contract';
import type { DashboardDefinition, Panel } from '../definition';
import { inspectionDashboard } from './inspection';
import { productionDashboard } from './production';
import { salesDashboard } from './sales';
import { salesSegments } from './salesCalls';
import { datePresets } from '../../../lib/datePresets';

/** Whether an answer of `schema` has a field at `path` (through lists, nullables and objects). */
function hasPath(schema: z.ZodType, path: string): boolean {
  let at: z.ZodType = schema;
  for (const part of path.split('.')) {
    for (;;) {
      if (at instanceof z.ZodArray) at = at.element as z.ZodType;
      else if (at instanceof z.ZodNullable || at instanceof z.ZodOptional)
        at = at.unwrap() as z.ZodType;
      else break;
    }
    if (!(at instanceof z.ZodObject)) return false;
    const next = (at.shape as Record<string, z.ZodType | undefined>)[part];
    if (!next) return false;
    at = next;
  }
  return true;
}

const callsOf = (p: Panel): CallName[] =>
  typeof p.call === 'string' ? [p.call] : [p.call.greige, p.call.finish];

const fieldsOf = (p: Panel): string[] => {
  switch (p.kind) {
    case 'tile':
      return [p.field];
    case 'breakdown':
      return [p.key, p.label, p.value, ...p.columns.map((c) => c.key)];
    case 'trend':
      return [p.date, ...p.series.map((s) => s.field)];
    case 'table':
      return [
        ...p.columns.map((c) => c.key),
        ...p.rowKey,
        p.sort.key,
        ...(p.drillKey ? [p.drillKey] : []),
        ...(p.drillDay ? [p.drillDay] : []),
      ];
  }
};

const inputOf = (p: Panel) =>
  p.scope === 'day'
    ? { jsonTodayDate: '2026-11-23' }
    : p.scope === 'fixed'
      ? {}
      : { jsonStartDate: '2026-11-01', jsonEndDate: '2026-11-30' };

// Every sales segment × preset is a definition of its own (other call names, same panels).
const salesDefinitions = salesSegments.flatMap((segment) =>
  datePresets.map(
    (preset) => [`sales-dashboard ${segment} ${preset}`, salesDashboard(segment, preset)] as const,
  ),
);

describe.each([
  ['dashboard', inspectionDashboard],
  ['production-dashboard', productionDashboard],
  ...salesDefinitions,
] as [string, DashboardDefinition][])('the %s definition', (_, def) => {
  const panels = def.sections.flatMap((s) => s.panels);

  it('names each panel once', () => {
    const ids = panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(panels.map((p) => [p.id, p] as const))(
    '%s: its calls take its period and answer the fields it reads',
    (_, panel) => {
      for (const name of callsOf(panel)) {
        const call = calls[name];
        expect(call.kind, name).toBe('read');
        expect(call.input.safeParse(inputOf(panel)).success, name).toBe(true);
        for (const field of fieldsOf(panel))
          expect(hasPath(call.output as z.ZodType, field), `${name}: ${field}`).toBe(true);
        // The page the call serves is the dashboard's own, so its readers may ask for it.
        expect(call.access as readonly string[], name).toContain(def.id);
      }
    },
  );
});
