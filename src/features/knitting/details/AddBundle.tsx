import { useState } from 'react';
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { wordKnitIssues } from '../issues';
import { BundleFields, figuresOf, type BundleDraft } from './BundleFields';
import { checkInput } from './bundleSaves';
import type { useKnitSaves } from './useKnitSaves';

const empty: BundleDraft = { pieces: '', rejectedPieces: 0, kg: '', remarks: '' };

/** Adds a bundle as it comes off the machine: its pieces and its weight. */
export function AddBundle({
  reportNo,
  saves,
}: {
  reportNo: string;
  saves: ReturnType<typeof useKnitSaves>;
}) {
  const form = useForm<BundleDraft>({ initialValues: empty });
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.onSubmit(async (draft, event) => {
    // The form itself, kept now: the event forgets it once this handler awaits.
    const node = event?.currentTarget;
    const { pieces, kg, remarks } = figuresOf(draft);
    const found = await checkInput('postKnitCCDataRoll', { reportNo, pieces, kg, remarks });
    form.setErrors(wordKnitIssues(found));
    setFailure(null);
    if (found.length) return;
    try {
      const rollNo = await saves.addBundle({ pieces, kg, remarks });
      form.reset();
      toast(() =>
        rollNo ? m.knitting_bundle_added({ rollNo }) : m.knitting_bundle_added_offline(),
      );
      node?.querySelector('input')?.focus();
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="add-bundle-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="add-bundle-title">
          {m.knitting_add_bundle_title()}
        </Title>
        <BundleFields form={form} />
        {failure !== null && (
          <Alert color="red" variant="light" title={m.knitting_bundle_not_saved()}>
            {errorMessage(failure)}
          </Alert>
        )}
        <Button type="submit" size="xl" mih={72} loading={form.submitting}>
          {m.knitting_add_bundle()}
        </Button>
      </Stack>
    </Paper>
  );
}
