import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../components/table/DataTable';
import { csvFileName, downloadCsv } from '../../components/table/csv';
import { m } from '../../i18n';
import { sortRows } from '../../lib/sortRows';
import { panelCall, type DashboardDefinition, type TablePanel } from './definition';
import { CsvButton } from '../../components/table/CsvButton';
import { Answer, PanelFrame } from './PanelFrame';
import type { OnDrill } from './drillRequest';
import { panelQuery, scopeRange, type Periods } from './queries';
import { pick, rowsOf } from './read';

/** A table panel: sortable rows, exported whole, a row opening what lies behind it. */
export function TableView({
  def,
  panel,
  periods,
  onDrill,
}: {
  def: DashboardDefinition;
  panel: TablePanel;
  periods: Periods;
  onDrill: OnDrill;
}) {
  const range = scopeRange(panel.scope, periods);
  const query = useQuery(panelQuery(panelCall(panel.call, periods.stage), panel.scope, range));
  const [sort, setSort] = useState(panel.sort);
  const rows = useMemo(() => sortRows(rowsOf(query.data), sort.key, sort.desc), [query.data, sort]);
  const drillKey = panel.drillKey;
  const drillDay = panel.drillDay;
  return (
    <PanelFrame
      title={panel.title()}
      wide
      actions={
        rows.length > 0 && (
          <CsvButton
            name={panel.title()}
            compact
            onExport={() =>
              downloadCsv(
                csvFileName(def.id, panel.id, range.from, range.to),
                rows,
                panel.columns,
                pick,
              )
            }
          />
        )
      }
    >
      <Answer query={query}>
        {() => (
          <DataTable
            label={panel.title()}
            rows={rows}
            columns={panel.columns}
            rowKey={(r) => panel.rowKey.map((k) => String(pick(r, k) ?? '')).join('|')}
            sort={{
              key: sort.key,
              desc: sort.desc,
              onSort: (key) => setSort((s) => ({ key, desc: key === s.key ? !s.desc : false })),
            }}
            onOpen={
              panel.drill && drillKey
                ? (r) => {
                    const key = String(pick(r, drillKey) ?? '');
                    // A produced roll without a machine has no key to ask for, as on the bars.
                    if (key === '' && panel.drill?.source === 'production') return;
                    const day = drillDay ? String(pick(r, drillDay) ?? '') : undefined;
                    onDrill({ panel: panel.id, key, ...(day ? { from: day, to: day } : {}) });
                  }
                : undefined
            }
            empty={m.dash_none()}
            virtual={{}}
          />
        )}
      </Answer>
    </PanelFrame>
  );
}
