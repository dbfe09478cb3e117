import { m } from '../../i18n';
import { formatCm, formatDate, formatGsm, formatKg, formatNumber } from '../../i18n/format';
import { LinkButton } from '../../components/LinkButton';
import type { Passport } from './queries';
import { Facts, IfAllowed, known, linkLook, NotYet, Step } from './Step';
import { sourceWord } from './words';

type Origin = Passport['origin'];

const titleOf = (origin: Origin): string => {
  switch (origin.sourceKind) {
    case 'purchaseOrder':
    case 'supplier':
      return m.passport_step_bought();
    case 'subcontractingOrder':
      return m.passport_step_subcontracted();
    default:
      return m.passport_step_knitted();
  }
};

/** The first step: where and how the roll (or bundle) was made, and the document it came on. */
export function Made({ origin }: { origin: Passport['origin'] }) {
  const source =
    origin.sourceDocNo &&
    (origin.sourceKind
      ? m.passport_source_line({ kind: sourceWord(origin.sourceKind), docNo: origin.sourceDocNo })
      : origin.sourceDocNo);
  const facts = [
    [m.passport_machine(), origin.machine],
    [m.passport_operator(), origin.operator],
    [m.passport_shift(), origin.shift],
    [m.passport_source(), source],
    [
      m.passport_work_order(),
      origin.workOrderNo === origin.sourceDocNo ? null : origin.workOrderNo,
    ],
    [m.passport_supplier(), origin.supplier],
    [m.passport_knit_report(), origin.knitReportNo],
    [m.passport_weight(), known(origin.kg, (kg) => formatKg(kg))],
    [m.passport_gsm(), known(origin.gsm, (gsm) => formatGsm(gsm))],
    [m.passport_width(), known(origin.widthCm, (cm) => formatCm(cm))],
    [
      m.passport_dia(),
      known(origin.diaIn, (dia) => m.passport_dia_value({ dia: formatNumber(dia) })),
    ],
    [m.passport_pieces(), known(origin.pieces, (n) => formatNumber(n))],
    [m.passport_rejected_at_machine(), known(origin.rejectedPieces, (n) => formatNumber(n))],
  ] as const;
  const any = origin.producedOn !== null || facts.some(([, value]) => value !== null);
  const knitReportNo = origin.knitReportNo;
  return (
    <Step
      title={titleOf(origin)}
      when={known(origin.producedOn, formatDate)}
      reached={any}
      links={
        knitReportNo && (
          <IfAllowed page="knit-collar-cuff-details">
            <LinkButton
              {...linkLook}
              to="/knit-collar-cuff-details"
              search={{ reportNo: knitReportNo }}
            >
              {m.passport_open_knit_report({ reportNo: knitReportNo })}
            </LinkButton>
          </IfAllowed>
        )
      }
    >
      {any ? <Facts facts={facts} /> : <NotYet>{m.passport_origin_unknown()}</NotYet>}
    </Step>
  );
}
