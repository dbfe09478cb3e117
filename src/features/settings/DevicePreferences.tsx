import {
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
  useMatches,
  type MantineColorScheme,
} from '@mantine/core';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { m } from '../../i18n';
import { datePresetLabels } from '../../lib/datePresetLabels';
import {
  defaultDatePresets,
  preferences,
  usePreferences,
  type DefaultDatePreset,
  type Density,
} from '../../lib/preferences';

function Choice({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fw={600} mb={4} id={id}>
        {label}
      </Text>
      {children}
    </div>
  );
}

/** Stored on this tablet only and applied at once; nothing is sent to the server. */
export function DevicePreferences() {
  const prefs = usePreferences();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // Three colour choices side by side do not fit a phone's width in Tamil.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="device-prefs">
      <Title order={2} size="h3" mb="xs" id="device-prefs">
        {m.settings_this_device()}
      </Title>
      <Text c="dimmed" mb="md">
        {m.settings_device_note()}
      </Text>
      <Stack gap="lg">
        <LanguageSwitch />
        <Select
          label={m.settings_reports_open_with()}
          size="lg"
          allowDeselect={false}
          value={prefs.datePreset}
          onChange={(v) => v && preferences.set({ datePreset: v as DefaultDatePreset })}
          data={defaultDatePresets.map((p) => ({ value: p, label: datePresetLabels[p]() }))}
        />
        <Choice id="pref-colours" label={m.settings_colours()}>
          <SegmentedControl
            fullWidth
            size="lg"
            aria-labelledby="pref-colours"
            orientation={orientation}
            value={colorScheme}
            onChange={(v) => setColorScheme(v as MantineColorScheme)}
            data={[
              { value: 'light', label: m.settings_light() },
              { value: 'dark', label: m.settings_dark() },
              { value: 'auto', label: m.settings_like_tablet() },
            ]}
          />
        </Choice>
        <Choice id="pref-density" label={m.settings_density()}>
          <SegmentedControl
            fullWidth
            size="lg"
            aria-labelledby="pref-density"
            value={prefs.density}
            onChange={(v) => preferences.set({ density: v as Density })}
            data={[
              { value: 'comfortable', label: m.settings_comfortable() },
              { value: 'compact', label: m.settings_compact() },
            ]}
          />
        </Choice>
      </Stack>
    </Paper>
  );
}
