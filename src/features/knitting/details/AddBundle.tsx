import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { wordKnitIssues, type KnitIssue } from '../issues';
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
  const [draft, setDraft] = useState<BundleDraft>(empty);
  const [issues, setIssues] = useState<(KnitIssue & { path: PropertyKey[] })[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { pieces, kg, remarks } = figuresOf(draft);
    const found = await checkInput('postKnitCCDataRoll', { reportNo, pieces, kg, remarks });
    setIssues(found);
    setFailure(null);
    if (found.length) return;
    setBusy(true);
    try {
      const rollNo = await saves.addBundle({ pieces, kg, remarks });
      setDraft(empty);
      toast(() =>
        rollNo ? m.knitting_bundle_added({ rollNo }) : m.knitting_bundle_added_offline(),
      );
      form.current?.querySelector('input')?.focus();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      ref={form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="add-bundle-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="add-bundle-title">
          {m.knitting_add_bundle_title()}
        </Title>
        <BundleFields
          draft={draft}
          set={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          errors={wordKnitIssues(issues)}
        />
        {failure !== null && (
          <Alert color="red" variant="light" title={m.knitting_bundle_not_saved()}>
            {errorMessage(failure)}
          </Alert>
        )}
        <Button type="submit" size="xl" mih={72} loading={busy}>
          {m.knitting_add_bundle()}
        </Button>
      </Stack>
    </Paper>
  );
}
