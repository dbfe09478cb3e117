import { useId } from 'react';
import { SegmentedControl, Text } from '@mantine/core';
import { localeNames, locales, localeStore, m, useLocale, type Locale } from '../i18n';

/**
 * English | தமிழ், each in its own language so that either reader finds theirs. The choice is
 * kept on this device and the app switches at once, without a reload.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const labelId = useId();
  return (
    <div>
      <Text fw={600} mb={4} id={labelId}>
        {m.frame_language()}
      </Text>
      <SegmentedControl
        fullWidth
        size="lg"
        aria-labelledby={labelId}
        value={locale}
        onChange={(value) => localeStore.set(value as Locale)}
        data={locales.map((l) => ({
          value: l,
          label: <span lang={l}>{localeNames[l]}</span>,
        }))}
      />
    </div>
  );
}
