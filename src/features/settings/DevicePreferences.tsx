import {
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { datePresetLabels } from '../../lib/datePresets';
import {
  defaultDatePresets,
  preferences,
  usePreferences,
  type DefaultDatePreset,
  type Density,
} from '../../lib/preferences';

function Choice({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fw={600} mb={4} id={`pref-${label}`}>
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

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="device-prefs">
      <Title order={2} size="h3" mb="xs" id="device-prefs">
        This device
      </Title>
      <Text c="dimmed" mb="md">
        Kept on this tablet for whoever uses it.
      </Text>
      <Stack gap="lg">
        <Select
          label="Reports open with"
          size="lg"
          allowDeselect={false}
          value={prefs.datePreset}
          onChange={(v) => v && preferences.set({ datePreset: v as DefaultDatePreset })}
          data={defaultDatePresets.map((p) => ({ value: p, label: datePresetLabels[p] }))}
        />
        <Choice label="Colours">
          <SegmentedControl
            fullWidth
            size="lg"
            aria-labelledby="pref-Colours"
            value={colorScheme}
            onChange={(v) => setColorScheme(v as MantineColorScheme)}
            data={[
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
              { value: 'auto', label: 'Like the tablet' },
            ]}
          />
        </Choice>
        <Choice label="Density">
          <SegmentedControl
            fullWidth
            size="lg"
            aria-labelledby="pref-Density"
            value={prefs.density}
            onChange={(v) => preferences.set({ density: v as Density })}
            data={[
              { value: 'comfortable', label: 'Comfortable' },
              { value: 'compact', label: 'Compact' },
            ]}
          />
        </Choice>
      </Stack>
    </Paper>
  );
}
