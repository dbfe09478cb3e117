import { useId } from 'react';
import { Text } from '@mantine/core';
import { localeNames, locales, localeStore, m, useLocale } from '../i18n';
import { Segmented } from './Segmented';

/**
 * English | தமிழ், each in its own language so that either reader finds theirs. The choice is
 * kept on this device and the app switches at once, without a reload. It is on the sign-in
 * screen, the first a new user sees: a CSS segmented bar, quick to draw (see Segmented).
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const labelId = useId();
  return (
    <div>
      <Text fw={600} mb={4} id={labelId}>
        {m.frame_language()}
      </Text>
      <Segmented
        labelledBy={labelId}
        value={locale}
        onChange={(l) => localeStore.set(l)}
        data={locales.map((l) => ({ value: l, label: <span lang={l}>{localeNames[l]}</span> }))}
      />
    </div>
  );
}
