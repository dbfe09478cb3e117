import { lazy, Suspense } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { m } from '../../i18n';
import { useSession } from '../../lib/useSession';
import { DevicePreferences } from './DevicePreferences';
import { mayRebuildStock } from './rebuildAccess';

// Administrators only: everyone else opening Settings does not download them (the mill's form
// brings the number inputs and the band pickers).
const MillSettingsForm = lazy(() =>
  import('./MillSettingsForm').then((mod) => ({ default: mod.MillSettingsForm })),
);
// Everyone with Settings reads the alert rules; the form comes with the first visit that shows it.
const AlertRules = lazy(() => import('./AlertRules').then((mod) => ({ default: mod.AlertRules })));
const SyncStatus = lazy(() =>
  import('./erp/SyncStatus').then((mod) => ({ default: mod.SyncStatus })),
);
const PushProblems = lazy(() =>
  import('./erp/PushProblems').then((mod) => ({ default: mod.PushProblems })),
);
const RebuildStock = lazy(() =>
  import('./RebuildStock').then((mod) => ({ default: mod.RebuildStock })),
);
const DefectTypesPanel = lazy(() =>
  import('./defectTypes/DefectTypesPanel').then((mod) => ({ default: mod.DefectTypesPanel })),
);
const TamilNamesPanel = lazy(() =>
  import('./tamilNames/TamilNamesPanel').then((mod) => ({ default: mod.TamilNamesPanel })),
);

/**
 * This device's preferences and the alert rules (to read) for everyone; the mill's settings, the
 * alert rules to change and the defect types for administrators; the stock's maintenance for those
 * who may rebuild it.
 */
export function SettingsPage() {
  const session = useSession();
  const isAdmin = session.data?.isAdmin === true;
  const rebuild = mayRebuildStock(session.data);
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
      <Suspense
        fallback={
          <Center p="xl">
            <Loader aria-label={m.alertviews_rules_loading()} />
          </Center>
        }
      >
        <AlertRules canEdit={isAdmin} />
      </Suspense>
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
              <Loader aria-label={m.people_names_loading()} />
            </Center>
          }
        >
          <TamilNamesPanel />
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
      {rebuild && (
        <Suspense fallback={null}>
          <RebuildStock />
        </Suspense>
      )}
    </Stack>
  );
}
