import { Stack, Text } from '@mantine/core';
import { m } from '../../i18n';
import { Lookup } from './Lookup';
import { readPassportSearch, type PassportSearch } from './search';
import { SearchForm } from './SearchForm';
import { useShowRoll } from './showRoll';
import classes from './passport.module.css';

/**
 * roll-passport: a roll's whole life on one screen, found by its number (typed, scanned, or from
 * the header's search on any screen). Opened bare, it waits for a number.
 */
export function RollPassportPage({ search }: { search: PassportSearch }) {
  const { rollNo, kind } = readPassportSearch(search);
  const show = useShowRoll();
  return (
    <Stack gap="lg" className={`print-page ${classes.page}`}>
      <div className="no-print">
        <SearchForm key={rollNo ?? ''} rollNo={rollNo} onShow={show} />
      </div>
      {rollNo === undefined ? (
        <Text size="lg" c="dimmed">
          {m.passport_intro()}
        </Text>
      ) : (
        <Lookup rollNo={rollNo} kind={kind} />
      )}
    </Stack>
  );
}
