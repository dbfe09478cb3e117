import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { DOC_NO_MAX } from '../../../contract/core/patterns';
import { ScanButton } from '../../components/scan/ScanButton';
import { m } from '../../i18n';
import { isRollNo, rollNoOfCode } from './rollCode';

/**
 * The passport's search: a roll number typed (a keyboard scanner types it and Enter) or scanned
 * with the camera. A label's address (a QR code of the app's link) is read as its roll number.
 */
export function SearchForm({
  rollNo,
  onShow,
}: {
  rollNo: string | undefined;
  onShow: (rollNo: string) => void;
}) {
  const [text, setText] = useState(rollNo ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (code: string) => {
    const wanted = rollNoOfCode(code);
    setText(wanted);
    if (!wanted) return;
    if (!isRollNo(wanted)) return setError(m.passport_bad_code({ max: DOC_NO_MAX }));
    setError(null);
    onShow(wanted);
  };
  return (
    <form
      role="search"
      aria-label={m.passport_search_label()}
      onSubmit={(e) => {
        e.preventDefault();
        submit(text);
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={m.passport_search_label()}
          error={error}
          w={340}
          maw="100%"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          // Opened bare, the field waits for a keyboard scanner's code.
          autoFocus={rollNo === undefined}
        />
        <Group gap="sm">
          <Button type="submit">{m.passport_search_show()}</Button>
          <ScanButton onCode={submit} />
        </Group>
      </Group>
    </form>
  );
}
