import { useId, useState, type ReactNode } from 'react';
import { Loader, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { formatDate, formatKg } from '../../../i18n/format';
import { fabricItemsQuery, indentsQuery, type IndentRow, type ItemRow } from './queries';

/** Indents offered at once; the search box narrows them. */
const INDENTS_SHOWN = 8;

/**
 * The fabric typed or picked from the browser's own suggestions (a datalist: the item codes with
 * their names); a code that matches an item chooses it, and its name shows under the box.
 */
function ItemField({
  itemCode,
  items,
  onItem,
  error,
  children,
}: {
  itemCode: string;
  items: readonly ItemRow[];
  onItem: (itemCode: string) => void;
  error?: ReactNode;
  children?: ReactNode;
}) {
  const [text, setText] = useState(itemCode);
  const [shownFor, setShownFor] = useState(itemCode);
  // A fabric chosen elsewhere (an indent, the first roll scanned) shows in the box.
  if (shownFor !== itemCode) {
    setShownFor(itemCode);
    setText(itemCode);
  }
  const listId = useId();
  const chosen = items.find((i) => i.itemCode === itemCode);
  const match = (value: string) => {
    const wanted = value.trim().toUpperCase();
    return items.find(
      (i) => i.itemCode.toUpperCase() === wanted || i.itemName.toUpperCase() === wanted,
    );
  };
  return (
    <>
      <TextInput
        size="lg"
        label={m.batch_item()}
        description={chosen ? `${chosen.itemName} (${chosen.itemCode})` : m.batch_item_hint()}
        list={items.length ? listId : undefined}
        value={text}
        maxLength={140}
        autoComplete="off"
        rightSection={children}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setText(value);
          const item = match(value);
          if (item) onItem(item.itemCode);
        }}
        error={error ?? (text.trim() && !match(text) ? m.batch_item_unknown() : undefined)}
      />
      {items.length > 0 && (
        <datalist id={listId}>
          {items.map((i) => (
            <option key={i.itemCode} value={i.itemCode}>
              {i.itemName}
            </option>
          ))}
        </datalist>
      )}
    </>
  );
}

/**
 * The batch's fabric: picked from the fabric items, or from an open indent (a material request
 * for dyeing) found by its number, which also says how much kg it still wants.
 */
export function ItemIndent({
  itemCode,
  indentNo,
  onItem,
  onIndent,
  error,
}: {
  itemCode: string;
  indentNo: string | null;
  onItem: (itemCode: string) => void;
  onIndent: (indent: IndentRow) => void;
  error?: ReactNode;
}) {
  const items = useQuery(fabricItemsQuery());
  const [indentText, setIndentText] = useState('');
  const indents = useQuery({
    ...indentsQuery(indentText.trim(), itemCode),
    placeholderData: keepPreviousData,
  });
  const open = (indents.data ?? []).filter((i) => i.qtyKg > i.orderedKg || i.indentNo === indentNo);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ItemField itemCode={itemCode} items={items.data ?? []} onItem={onItem} error={error}>
          {items.isPending ? <Loader size="sm" aria-label={m.batch_loading()} /> : undefined}
        </ItemField>
        <TextInput
          size="lg"
          type="search"
          label={m.batch_indent_search()}
          description={m.batch_indent_hint()}
          value={indentText}
          maxLength={80}
          autoComplete="off"
          onChange={(e) => setIndentText(e.currentTarget.value)}
        />
      </SimpleGrid>
      {open.length > 0 && (
        <Stack gap={4} component="section" aria-label={m.batch_indents()}>
          <Text fw={700}>{m.batch_indents()}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {open.slice(0, INDENTS_SHOWN).map((i) => (
              <UnstyledButton
                key={i.indentNo}
                onClick={() => onIndent(i)}
                aria-pressed={i.indentNo === indentNo}
                p="sm"
                mih={56}
                style={{
                  border: `2px solid var(--mantine-color-${i.indentNo === indentNo ? 'blue-6' : 'gray-4'})`,
                  borderRadius: 8,
                }}
              >
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {i.indentNo === indentNo ? '✓ ' : ''}
                  {i.indentNo} · {i.itemName}
                </Text>
                <Text size="sm">
                  {m.batch_indent_line({
                    date: formatDate(i.date),
                    kg: formatKg(i.qtyKg),
                    left: formatKg(i.qtyKg - i.orderedKg),
                  })}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
