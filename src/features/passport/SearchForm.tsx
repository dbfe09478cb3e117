import { Button, Group, TextInput } from '@mantine/core';
import { ScanButton } from '../../components/scan/ScanButton';
import { m } from '../../i18n';
import { useRollCodeField } from './useRollCodeField';

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
  const { text, setText, error, submit } = useRollCodeField(onShow, { initial: rollNo ?? '' });
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
