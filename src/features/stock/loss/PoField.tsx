import { useId, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { callQuery } from '../../../lib/rpc';

/** Suggestions offered: the newest orders; any other number can still be typed. */
const SUGGESTIONS = 200;

/** The PO's number: typed, scanned or picked from the mill's purchase orders. */
export function PoField({ po, onShow }: { po: string | undefined; onShow: (po: string) => void }) {
  const [text, setText] = useState(po ?? '');
  const listId = useId();
  const orders = useQuery({ ...callQuery('getPoNoFromDB', {}), staleTime: 300_000 });
  const wanted = text.trim();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (wanted) onShow(wanted);
      }}
    >
      <Group gap="sm" align="flex-end">
        <TextInput
          label={m.loss_po()}
          description={orders.isError ? m.loss_list_failed() : m.loss_po_hint()}
          size="lg"
          w={340}
          maw="100%"
          list={orders.data?.length ? listId : undefined}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autoComplete="off"
          maxLength={80}
        />
        {orders.data && orders.data.length > 0 && (
          <datalist id={listId}>
            {orders.data.slice(0, SUGGESTIONS).map((o) => (
              <option key={o.poNo} value={o.poNo}>
                {o.supplier}
              </option>
            ))}
          </datalist>
        )}
        <Button type="submit" size="lg" mih={48} disabled={!wanted}>
          {m.loss_show()}
        </Button>
      </Group>
    </form>
  );
}
