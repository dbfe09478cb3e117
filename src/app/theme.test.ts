import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, isLightColor, mergeMantineTheme } from '@mantine/core';
import { contrast, cssVariablesResolver, theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(full).light;
const shade = typeof full.primaryShade === 'number' ? full.primaryShade : full.primaryShade.light;
const colorNames = Object.keys(full.colors).filter((name) => name !== 'dark');

describe('status colours meet WCAG AA (4.5:1) in the light scheme', () => {
  it.each(colorNames)('%s: light variant text on its tint', (name) => {
    const colors = full.colors[name]!;
    const text = light[`--mantine-color-${name}-light-color`] ?? colors[9];
    expect(contrast(text, colors[1])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colorNames)('%s: white text on the filled variant', (name) => {
    const filled = light[`--mantine-color-${name}-filled`] ?? full.colors[name]![shade];
    // Light colours get black text from autoContrast instead: nothing to check for white.
    if (isLightColor(full.colors[name]![shade], full.luminanceThreshold)) return;
    expect(contrast(filled, full.white)).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves colours that already read well as Mantine made them', () => {
    expect(light['--mantine-color-indigo-filled']).toBeUndefined();
    expect(light['--mantine-color-green-filled']).toBeDefined();
    expect(light['--mantine-color-green-light-color']).toBeDefined();
  });
});
