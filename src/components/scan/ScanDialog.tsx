import { Modal } from '@mantine/core';
import { m } from '../../i18n';
import Scanner from './Scanner';

/** The scanner in a dialog, mounted while a scan is wanted: closing it turns the camera off. */
export default function ScanDialog({
  onClose,
  onCode,
}: {
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={m.inspection_scan_title()}
      size="lg"
      closeButtonProps={{ 'aria-label': m.inspection_scan_close(), size: 48 }}
    >
      <Scanner onCode={onCode} onType={onClose} />
    </Modal>
  );
}
