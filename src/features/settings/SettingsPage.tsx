import { lazy, Suspense } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { m } from '../../i18n';
import { useSession } from '../../lib/useSession';
import { DevicePreferences } from './DevicePreferences';

// Administrators only: everyone else opening Settings does not download them (the mill's form
// brings the number inputs and the band pickers).
const MillSettingsForm = lazy(() =>
  import('./MillSettingsForm').then((mod) => ({ default: mod.MillSettingsForm })),
);
const SyncStatus = lazy(() =>
  import('./erp/SyncStatus').then((mod) => ({ default: mod.SyncStatus })),
);
const PushProblems = lazy(() =>
  import('./erp/PushProblems').then((mod) => ({ default: mod.PushProblems })),
);
const DefectTypesPanel = lazy(() =>
  import('./defectTypes/DefectTypesPanel').then((mod) => ({ default: mod.DefectTypesPanel })),
);

/** This device's preferences for everyone; the mill's settings and defect types for administrators. */
export function SettingsPage() {
  const session = useSession();
  const isAdmin = session.data?.isAdmin === true;
  return (
    <Stack gap="lg" maw={56 * 16} mx="auto">
      <DevicePreferences />
      {isAdmin && (
        <Suspense
          fallback={
            <Center p="xl">
              <Loader aria-label={m.settings_loading_mill()} />
            </Center>
          }
        >
          <MillSettingsForm />
        </Suspense>
      )}
      {isAdmin && (
        <Suspense
          fallback={
            <Center p="xl">
              <Loader aria-label={m.settings_defect_loading()} />
            </Center>
          }
        >
          <DefectTypesPanel />
        </Suspense>
      )}
      {isAdmin && (
        <Suspense
          fallback={
            <Center p="xl">
              <Loader aria-label={m.erp_loading()} />
            </Center>
          }
        >
          <SyncStatus />
        </Suspense>
      )}
      {isAdmin && (
        <Suspense
          fallback={
            <Center p="xl">
              <Loader aria-label={m.erppush_loading()} />
            </Center>
          }
        >
          <PushProblems />
        </Suspense>
      )}
    </Stack>
  );
}
