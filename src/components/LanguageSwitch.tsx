import { useId } from 'react';
import { Text } from '@mantine/core';
import { localeNames, locales, localeStore, m, useLocale, type Locale } from '../i18n';
import classes from './LanguageSwitch.module.css';

/**
 * English | தமிழ், each in its own language so that either reader finds theirs. The choice is
 * kept on this device and the app switches at once, without a reload.
 *
 * Two native radio buttons drawn as one segmented control by CSS alone: it is on the sign-in
 * screen, the first a new user sees, where Mantine's SegmentedControl measured the layout on
 * mount (about 100 ms of a cheap phone's first screen) to place its sliding indicator.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const labelId = useId();
  const name = useId();
  return (
    <div>
      <Text fw={600} mb={4} id={labelId}>
        {m.frame_language()}
      </Text>
      <div role="radiogroup" aria-labelledby={labelId} className={classes.group}>
        {locales.map((l) => (
          <label key={l} className={classes.option}>
            <input
              type="radio"
              name={name}
              value={l}
              checked={locale === l}
              onChange={() => localeStore.set(l as Locale)}
              className={classes.radio}
            />
            <span lang={l}>{localeNames[l]}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
