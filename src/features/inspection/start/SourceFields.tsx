import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { callQuery } from '../../../lib/rpc';
import { sourceName } from '../labels';
import type { StartForm } from './form';

interface Props {
  form: StartForm;
  set: (patch: Partial<StartForm>) => void;
  errors: Record<string, string>;
}

const pick = { size: 'lg', searchable: true, limit: 100 } as const;

/** The order (or supplier) the fabric came from, each a pick list fed by the ERP mirror. */
export function SourceFields({ form, set, errors }: Props) {
  const k = form.kind;
  const po = useQuery({
    ...callQuery('getAllPurchaseOrderFromDB', {}),
    enabled: k === 'purchaseOrder',
  });
  const so = useQuery({
    ...callQuery('getAllSubcontractingOrderFromDB', {}),
    enabled: k === 'subcontractingOrder',
  });
  const wo = useQuery({ ...callQuery('getAllWorkOrderFromDB', {}), enabled: k === 'workOrder' });
  const sup = useQuery({ ...callQuery('getAllSupplierFromDB', {}), enabled: k === 'supplier' });
  const jc = useQuery({
    ...callQuery('getAllJobCardForWOFromDB', { jsonWorkOrder: form.docNo || '-' }),
    enabled: k === 'workOrder' && !!form.docNo,
  });
  const failed = [po, so, wo, sup, jc].find((q) => q.isError);
  const loadError = failed ? m.inspection_list_failed() : undefined;
  const nothingFoundMessage = m.inspection_nothing_matches();

  if (k === 'purchaseOrder')
    return (
      <Select
        {...pick}
        nothingFoundMessage={nothingFoundMessage}
        label={sourceName('purchaseOrder')}
        data={(po.data ?? []).map((o) => ({
          value: o.poNo,
          label: `${o.poNo} · ${o.supplierName}`,
        }))}
        value={form.docNo || null}
        onChange={(v) => {
          const o = po.data?.find((x) => x.poNo === v);
          set({ docNo: v ?? '', supplier: o?.supplier ?? '', itemCode: '', colour: '' });
        }}
        error={errors.docNo ?? errors.supplier ?? loadError}
      />
    );
  if (k === 'subcontractingOrder')
    return (
      <Select
        {...pick}
        nothingFoundMessage={nothingFoundMessage}
        label={sourceName('subcontractingOrder')}
        data={(so.data ?? []).map((o) => ({
          value: o.soNo,
          label: `${o.soNo} · ${o.supplierName}`,
        }))}
        value={form.docNo || null}
        onChange={(v) => {
          const o = so.data?.find((x) => x.soNo === v);
          set({ docNo: v ?? '', supplier: o?.supplier ?? '', itemCode: '', colour: '' });
        }}
        error={errors.docNo ?? errors.supplier ?? loadError}
      />
    );
  if (k === 'workOrder')
    return (
      <>
        <Select
          {...pick}
          nothingFoundMessage={nothingFoundMessage}
          label={sourceName('workOrder')}
          data={(wo.data ?? []).map((o) => ({
            value: o.workOrderNo,
            label: `${o.workOrderNo} · ${o.itemName}`,
          }))}
          value={form.docNo || null}
          onChange={(v) => {
            const o = wo.data?.find((x) => x.workOrderNo === v);
            set({ docNo: v ?? '', jobCardNo: '', itemCode: o?.itemCode ?? '', colour: '' });
          }}
          error={errors.docNo ?? loadError}
        />
        <Select
          {...pick}
          nothingFoundMessage={nothingFoundMessage}
          label={m.inspection_job_card_optional()}
          disabled={!form.docNo}
          clearable
          data={(jc.data ?? []).map((c) => ({
            value: c.jobCardNo,
            label: `${c.jobCardNo} · ${c.operation}${c.machine ? ` · ${c.machine}` : ''}`,
          }))}
          value={form.jobCardNo || null}
          onChange={(v) => set({ jobCardNo: v ?? '' })}
        />
      </>
    );
  return (
    <Select
      {...pick}
      nothingFoundMessage={nothingFoundMessage}
      label={sourceName('supplier')}
      data={(sup.data ?? []).map((s) => ({ value: s.supplier, label: s.supplierName }))}
      value={form.supplier || null}
      onChange={(v) => set({ supplier: v ?? '' })}
      error={errors.supplier ?? loadError}
    />
  );
}
