import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { localeStore } from '../../i18n';
import { BackupStatus } from './BackupStatus';

type Backup = Parameters<typeof BackupStatus>[0]['backup'];

const last = {
  at: '2026-11-29T00:00:40.000Z',
  file: 'greige-2026-11-29T00-00-12Z.dump',
  sizeBytes: 48_300_000,
};
const show = (backup: Backup) =>
  render(
    <MantineProvider>
      <BackupStatus backup={backup} />
    </MantineProvider>,
  );

describe('BackupStatus', () => {
  it('shows the last backup, its file and size, and how often one is made', () => {
    show({ configured: true, everyHours: 24, last, failure: null });
    expect(screen.getByText('Every 24 h')).toBeInTheDocument();
    expect(screen.getByText(/greige-2026-11-29T00-00-12Z\.dump, 48\.3 MB/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when the last try failed, in the error’s words', () => {
    const failure = { at: '2026-11-29T06:00:00.000Z', error: 'pg_dump failed: no space left' };
    show({ configured: true, everyHours: 24, last, failure });
    expect(screen.getByRole('alert')).toHaveTextContent('The last backup failed');
    expect(screen.getByRole('alert')).toHaveTextContent('pg_dump failed: no space left');
  });

  it('says backups are off, and how to turn them on', () => {
    show({ configured: false, everyHours: null, last: null, failure: null });
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(screen.getByText(/Set BACKUP_DIR on the server/)).toBeInTheDocument();
  });

  it('says it in Tamil', () => {
    localeStore.set('ta');
    show({ configured: false, everyHours: null, last: null, failure: null });
    expect(screen.getByText('முடக்கம்')).toBeInTheDocument();
    expect(screen.getByText(/BACKUP_DIR/)).not.toHaveTextContent(/Nothing is backed up/);
  });
});
