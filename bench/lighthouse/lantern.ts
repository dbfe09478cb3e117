/**
 * What Lighthouse's simulation (Lantern) did with a run: for its first and largest paint, each
 * request and main-thread task of the page's graph, with the time the model started and ended it.
 * Lighthouse's scores are these simulated times, not the observed ones, so this is where to read
 * why a paint lands where it does (which request ends last, what shares the link with it).
 *
 * Lantern keeps every simulation of the process in one static map; `lanternTimings` reads the
 * paints' and empties the map, so each run's file holds that run alone.
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/** One node of a simulated graph, in simulated milliseconds from the navigation. */
export interface LanternNode {
  kind: 'network' | 'cpu';
  start: number;
  end: number;
  /** A request's path (and query), without the origin. */
  path?: string;
  /** A request's bytes on the wire, as observed. */
  bytes?: number;
  /** A task's observed duration at the host's speed, before the model's CPU slowdown. */
  observedMs?: number;
}

/** The simulations the scores come from: the optimistic and pessimistic first and largest paint. */
const PAINTS = /^(optimistic|pessimistic)(FirstContentfulPaint|LargestContentfulPaint)$/;

export function lanternTimings(): Record<string, LanternNode[]> {
  const out: Record<string, LanternNode[]> = {};
  const all = Lantern.Simulation.Simulator.allNodeTimings;
  for (const [label, timings] of all) {
    if (!PAINTS.test(label)) continue;
    out[label] = [...timings]
      .map(([node, t]): LanternNode => {
        const at = { start: Math.round(t.startTime), end: Math.round(t.endTime) };
        if (node.type === 'cpu')
          return { kind: 'cpu', ...at, observedMs: Math.round(node.duration / 100) / 10 };
        const url = new URL(node.request.url);
        return {
          kind: 'network',
          ...at,
          path: url.pathname + url.search,
          bytes: node.request.transferSize,
        };
      })
      .sort((a, b) => a.start - b.start || a.end - b.end);
  }
  all.clear();
  return out;
}
