import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A table's rows render in a pass after the rest of the screen (DataTable), the table saying it
 * is busy until then: these wait for the rows, as a person waits for them to show.
 */
export const findTable = (name: string | RegExp) =>
  screen.findByRole('table', { name, busy: false }, { timeout: 5000 });

/** Every table on the screen shows its latest rows. */
export const tablesSettled = () =>
  waitFor(() => expect(screen.queryAllByRole('table', { busy: true })).toEqual([]));
