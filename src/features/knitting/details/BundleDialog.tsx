import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { wordKnitIssues } from '../issues';
import type { BundleRow } from '../kept';
import { BundleFields, figuresOf, type BundleDraft } from './BundleFields';
import { checkInput, planBundleSaves } from './bundleSaves';
import type { useKnitSaves } from './useKnitSaves';

interface Props {
  reportNo: string;
  row: BundleRow;
  saves: ReturnType<typeof useKnitSaves>;
  onPrint: (rollNo: string) => void;
  onClose: () => void;
}

/**
 * One bundle: correct its pieces or kg, or record how many pieces the floor rejected. Corrections
 * are taken on a closed report too (its totals follow); a bundle without a number yet waits.
 */
export function BundleDialog({ reportNo, row, saves, onPrint, onClose }: Props) {
  const form = useForm<BundleDraft>({
    initialValues: {
      pieces: row.pieces,
      rejectedPieces: row.rejectedPieces,
      kg: row.kg,
      remarks: row.remarks ?? '',
    },
  });
  const [failure, setFailure] = useState<unknown>(null);
  const rollNo = row.rollNo;

  const submit = form.onSubmit(async (draft) => {
    if (!rollNo) return;
    const next = figuresOf(draft);
    const key = { reportNo, rollNo };
    // Both checks, whatever is sent: the rejects against the pieces, the weight on its own.
    const found = [
      ...(await checkInput('postKnitCollarCuffRollData', { ...key, ...next, kg: undefined })),
      ...(await checkInput('postKnitCCDataRoll', { ...key, ...next, rejectedPieces: undefined })),
    ];
    form.setErrors(wordKnitIssues(found));
    setFailure(null);
    if (found.length) return;
    const plan = planBundleSaves(key, { ...row, remarks: row.remarks ?? '' }, next);
    if (!plan.length) return onClose();
    try {
      await saves.changeBundle(rollNo, plan);
      toast(() => m.knitting_bundle_corrected({ rollNo }));
      onClose();
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={m.knitting_bundle_title({ rollNo: rollNo ?? m.knitting_number_on_sync() })}
    >
      {!rollNo ? (
        <Text size="lg">{m.knitting_bundle_waits()}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <BundleFields form={form} withRejects />
            <Text size="md" c="dimmed">
              {m.knitting_rejects_hint()}
            </Text>
            {failure !== null && (
              <Alert color="red" variant="light" title={m.knitting_bundle_not_saved()}>
                {errorMessage(failure)}
              </Alert>
            )}
            <Group gap="sm" grow wrap="wrap">
              <Button type="submit" size="lg" mih={56} loading={form.submitting}>
                {m.knitting_save_bundle()}
              </Button>
              <Button size="lg" mih={56} variant="default" onClick={() => onPrint(rollNo)}>
                {m.knitting_print_label()}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
