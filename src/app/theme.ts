import {
  createTheme,
  darken,
  isLightColor,
  luminance,
  rem,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

/** The smallest touch target (WCAG 2.5.5 asks 44 CSS px). */
const TOUCH_PX = 44;

/** What a NumberInput's theme styles are given of its props. */
interface NumberInputShown {
  readonly hideControls?: boolean;
  readonly readOnly?: boolean;
  readonly rightSection?: unknown;
}

/**
 * Mantine's number steppers are two 24 px arrows stacked in a 31 px column. Side by side, each is
 * a 44 px wide button as high as the box (48 px at size "lg"): down on the left, up on the right.
 * Only where the steppers are drawn (a box of the screen's own right section keeps it).
 */
const numberSteppers = (_theme: unknown, props: NumberInputShown) =>
  props.hideControls || props.readOnly || props.rightSection
    ? {}
    : {
        controls: {
          flexDirection: 'row-reverse' as const,
          maxWidth: 'none',
          overflow: 'hidden',
          borderStartEndRadius: 'var(--input-radius)',
          borderEndEndRadius: 'var(--input-radius)',
        },
        control: {
          flex: `0 0 ${rem(TOUCH_PX)}`,
          width: rem(TOUCH_PX),
          height: 'calc(var(--input-height) - 2px)',
          minHeight: rem(TOUCH_PX),
          borderRadius: 0,
        },
      };

const PRIMARY = 'indigo';

/**
 * Tablets on a bright shop floor: near-black text on white, larger type than Mantine's defaults,
 * and controls at size "lg" (50px high), so every touch target is at least 48px.
 */
export const theme = createTheme({
  primaryColor: PRIMARY,
  // Shade 8 keeps white-on-primary text above 4.5:1 contrast (shade 6 is too light outdoors).
  primaryShade: 8,
  black: '#0b0d12',
  white: '#ffffff',
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, Cantarell, "Helvetica Neue", Arial, sans-serif',
  fontSizes: { xs: '0.875rem', sm: '1rem', md: '1.125rem', lg: '1.25rem', xl: '1.5rem' },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.5', lg: '1.5', xl: '1.5' },
  headings: { fontWeight: '700' },
  // Plain objects, not `Button.extend(…)`: that would import every one of these components (the
  // drawer brings scroll areas and floating-ui) into the first screen's code.
  components: {
    Button: { defaultProps: { size: 'lg' } },
    // 48 unless a screen asks otherwise, and never under 44 whatever it asks.
    ActionIcon: {
      defaultProps: { size: 48 },
      styles: { root: { minWidth: rem(TOUCH_PX), minHeight: rem(TOUCH_PX) } },
    },
    TextInput: { defaultProps: { size: 'lg' } },
    // The right section holds the two steppers; a screen that puts its own section in it (a
    // unit, its own − and +) gives that section's width.
    NumberInput: {
      defaultProps: { size: 'lg', rightSectionWidth: rem(2 * TOUCH_PX) },
      styles: numberSteppers,
    },
    // A dialog's or drawer's close (Mantine's is 28 px), an alert's (16 px) and a picker's clear
    // button (34 px): 44 px whatever size the component asks for; the cross stays 24 px.
    CloseButton: {
      defaultProps: { iconSize: 24 },
      vars: () => ({ root: { '--cb-size': rem(TOUCH_PX) } }),
    },
    InputClearButton: { vars: () => ({ root: { '--cb-size': rem(TOUCH_PX) } }) },
    // A chosen value's clear button takes the chevron's place instead of squeezing in beside it:
    // the right section holds one 44 px button, not two.
    Select: { defaultProps: { clearSectionMode: 'clear' } },
    // The eye button, the segments, a switch's row and a checkbox's label are touch targets too:
    // at least 44 px, whatever the control's size (Mantine's are 24 to 39 px).
    PasswordInput: {
      defaultProps: { size: 'lg' },
      vars: () => ({ root: { '--psi-button-size': rem(TOUCH_PX) } }),
    },
    SegmentedControl: {
      // The chosen segment filled with the primary colour, as every chosen option is drawn
      // (components/Chosen.module.css), not Mantine's white pill on grey.
      defaultProps: { color: PRIMARY },
      styles: {
        label: {
          minHeight: rem(TOUCH_PX),
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
      },
    },
    Switch: { styles: { body: { minHeight: rem(TOUCH_PX), alignItems: 'center' } } },
    // The label grows to 44 px around its first line; the box moves down to stay beside it.
    Checkbox: {
      styles: {
        label: { paddingBlock: `max(0px, calc((${rem(TOUCH_PX)} - var(--label-lh)) / 2))` },
        inner: { marginTop: `max(0px, calc((${rem(TOUCH_PX)} - var(--checkbox-size)) / 2))` },
      },
    },
    Anchor: { defaultProps: { underline: 'always', fw: 600 } },
    Drawer: { defaultProps: { size: 'min(24rem, 90vw)' } },
  },
});

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text is 4.5:1; a little above it, so rounding never tips a colour under. */
const TEXT_CONTRAST = 4.6;

/** `color` darkened in steps of 5 % until text in it (or on it) reaches TEXT_CONTRAST with `other`. */
function darkenedFor(color: string, other: string): string {
  let out = color;
  for (let step = 1; contrast(out, other) < TEXT_CONTRAST && step <= 16; step++)
    out = darken(color, step * 0.05);
  return out;
}

/**
 * Status colours readable on a bright floor. Mantine's light variant (green "All saved", the
 * "on tablet" badge) writes shade 9 on shade 1: 3.9:1 for green, under 3:1 for yellow. Its filled
 * variant puts white on shade 8 (the grade badges): 3.5:1 for green. Each colour whose pair falls
 * under AA is darkened just enough; the others keep Mantine's values.
 */
function readableStatusColors(t: MantineTheme): Record<string, string> {
  const shade = typeof t.primaryShade === 'number' ? t.primaryShade : t.primaryShade.light;
  const vars: Record<string, string> = {};
  for (const [name, colors] of Object.entries(t.colors)) {
    if (name === 'dark') continue;
    const [light, text, filled] = [colors[1], colors[9], colors[shade]];
    if (contrast(text, light) < TEXT_CONTRAST)
      vars[`--mantine-color-${name}-light-color`] = darkenedFor(text, light);
    // Only where white text is written on it (autoContrast puts black on light colours).
    if (!isLightColor(filled, t.luminanceThreshold) && contrast(filled, t.white) < TEXT_CONTRAST) {
      const readable = darkenedFor(filled, t.white);
      vars[`--mantine-color-${name}-filled`] = readable;
      vars[`--mantine-color-${name}-filled-hover`] = darken(readable, 0.1);
    }
  }
  return vars;
}

/** Mantine's "dimmed" gray is 3.3:1 on white; gray.7 reads in sunlight (about 8:1). */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7], ...readableStatusColors(t) },
  dark: {},
});
