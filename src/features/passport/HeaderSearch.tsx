import { lazy, Suspense, useId, useState } from 'react';
import { ActionIcon, Loader, TextInput } from '@mantine/core';
import { Glyph } from '../../components/Glyph';
import { m } from '../../i18n';
import { useRollCodeField } from './useRollCodeField';
import { useShowRoll } from './showRoll';
import classes from './HeaderSearch.module.css';

// The camera's code loads only when a scan starts.
const ScanDialog = lazy(() => import('../../components/scan/ScanDialog'));

const searchIcon = 'M3 10a7 7 0 1 0 14 0a7 7 0 1 0-14 0M21 21l-6-6';
const scanIcon =
  'M4 7v-1a2 2 0 0 1 2-2h2M4 17v1a2 2 0 0 0 2 2h2M16 4h2a2 2 0 0 1 2 2v1M16 20h2a2 2 0 0 0 2-2v-1M5 12h14';
const goIcon = 'M5 12h14M13 18l6-6M13 6l6 6';

/** The field and its scan button; `onShow` gets a roll number that can be looked up. */
function FindForm({
  onShow,
  autoFocus = false,
}: {
  onShow: (rollNo: string) => void;
  autoFocus?: boolean;
}) {
  const { text, setText, error, submit } = useRollCodeField(onShow, { clearOnShow: true });
  const [scanning, setScanning] = useState(false);
  return (
    <form
      role="search"
      aria-label={m.passport_find_label()}
      className={classes.row}
      onSubmit={(e) => {
        e.preventDefault();
        submit(text);
      }}
    >
      <TextInput
        aria-label={m.passport_find_label()}
        placeholder={m.passport_find_placeholder()}
        className={classes.field}
        error={error}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="search"
        autoFocus={autoFocus}
        leftSection={<Glyph d={searchIcon} size={20} />}
        rightSectionWidth={48}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label={m.passport_find_go()}>
            <Glyph d={goIcon} size={20} />
          </ActionIcon>
        }
      />
      <ActionIcon
        variant="default"
        aria-label={m.passport_find_scan()}
        onClick={() => setScanning(true)}
      >
        <Glyph d={scanIcon} />
      </ActionIcon>
      {scanning && (
        <Suspense fallback={<Loader aria-label={m.passport_scan_starting()} />}>
          <ScanDialog
            onClose={() => setScanning(false)}
            onCode={(code) => {
              setScanning(false);
              submit(code);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}

/**
 * The roll search in the app's header, on every screen of a user who may open the passport:
 * a roll number typed (or a keyboard scanner's code and Enter) or scanned opens its passport.
 * Loaded apart from the first visit's code (src/app/Shell.tsx).
 */
export default function HeaderSearch() {
  const show = useShowRoll();
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <>
      <div className={classes.inline}>
        <FindForm onShow={show} />
      </div>
      <div className={classes.toggle}>
        <ActionIcon
          variant="default"
          aria-label={m.passport_find_open()}
          aria-expanded={opened}
          aria-controls={panelId}
          onClick={() => setOpened((was) => !was)}
        >
          <Glyph d={searchIcon} />
        </ActionIcon>
        {opened && (
          // A plain panel under the sticky header, not a Mantine Popover: the header's chunk
          // then shares nothing with the screens' pickers, whose chunks stay as they were.
          <div
            id={panelId}
            role="dialog"
            aria-label={m.passport_find_label()}
            className={classes.panel}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setOpened(false);
            }}
          >
            <FindForm
              autoFocus
              onShow={(rollNo) => {
                setOpened(false);
                show(rollNo);
              }}
            />
          </div>
        )}
      </div>
    </>
  );
}
