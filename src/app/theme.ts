import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Tablets on a bright shop floor: near-black text on white, larger type than Mantine's defaults,
 * and controls at size "lg" (50px high), so every touch target is at least 48px.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
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
    ActionIcon: { defaultProps: { size: 48 } },
    TextInput: { defaultProps: { size: 'lg' } },
    PasswordInput: { defaultProps: { size: 'lg' } },
    Anchor: { defaultProps: { underline: 'always', fw: 600 } },
    Drawer: { defaultProps: { size: 'min(24rem, 90vw)' } },
  },
});

/** Mantine's "dimmed" gray is 3.3:1 on white; gray.7 reads in sunlight (about 8:1). */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
