import { Stack } from '@mantine/core';
import { useSession } from '../../lib/useSession';
import { DevicePreferences } from './DevicePreferences';
import { MillSettingsForm } from './MillSettingsForm';

/** This device's preferences for everyone; the mill's settings for administrators. */
export function SettingsPage() {
  const session = useSession();
  return (
    <Stack gap="lg" maw={56 * 16} mx="auto">
      <DevicePreferences />
      {session.data?.isAdmin && <MillSettingsForm />}
    </Stack>
  );
}
