import { render, screen } from '@testing-library/react';
import { DEFAULT_THEME, MantineProvider, mergeMantineTheme, rem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, cssVariablesResolver, theme } from '../app/theme';
import { GRADE_BADGE_TEXT_PX, GradeBadge, gradeColor, gradeTextColor } from './GradeBadge';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(full).light;
const shade = typeof full.primaryShade === 'number' ? full.primaryShade : full.primaryShade.light;

/** The background the filled badge gets in the light scheme: the theme's variable, else Mantine's shade. */
const filled = (name: string) =>
  light[`--mantine-color-${name}-filled`] ?? full.colors[name]![shade];

describe('grade badges read well on a bright floor', () => {
  it.each([1, 2, 3])('grade %i: its text on its colour is at least 4.5:1', (grade) => {
    const text = full[gradeTextColor(grade)];
    expect(contrast(text, filled(gradeColor(grade)))).toBeGreaterThanOrEqual(4.5);
  });

  it('"Not graded": the light gray text on its tint is at least 4.5:1', () => {
    const text = light['--mantine-color-gray-light-color'] ?? full.colors.gray[9];
    expect(contrast(text, full.colors.gray[1])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(GRADE_BADGE_TEXT_PX))('size %s writes at least 12 px', (size, px) => {
    expect(px).toBeGreaterThanOrEqual(12);
    render(
      <MantineProvider theme={theme}>
        <GradeBadge grade={2} size={size as keyof typeof GRADE_BADGE_TEXT_PX} />
      </MantineProvider>,
    );
    const badge = screen.getByText('Grade 2').closest('.mantine-Badge-root');
    expect((badge as HTMLElement | null)?.style.fontSize).toBe(rem(px));
  });
});
