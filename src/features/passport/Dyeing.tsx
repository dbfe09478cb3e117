import { LinkButton } from '../../components/LinkButton';
import { m } from '../../i18n';
import { formatDate, formatKg, formatPercent } from '../../i18n/format';
import type { Passport } from './queries';
import { Facts, IfAllowed, known, linkLook, NotYet, Step } from './Step';

/** The dyeing batch the roll went into: where, when it left and came back. */
export function Dyeing({ batch }: { batch: Passport['batch'] }) {
  if (!batch)
    return (
      <Step title={m.passport_step_dyeing()} reached={false}>
        <NotYet>{m.passport_not_dyed()}</NotYet>
      </Step>
    );
  return (
    <Step
      title={m.passport_step_dyeing()}
      when={formatDate(batch.receivedOn ?? batch.sentOn ?? batch.createdOn)}
    >
      <Facts
        facts={[
          [m.passport_batch(), batch.batchNo],
          [m.passport_processor(), batch.processor],
          [m.passport_colour(), batch.colour],
          [m.passport_shade(), batch.shade],
          [m.passport_machine(), batch.machine],
          [m.passport_batch_made(), formatDate(batch.createdOn)],
          [m.passport_sent(), batch.sentOn ? formatDate(batch.sentOn) : m.passport_not_sent()],
          [
            m.passport_back(),
            batch.receivedOn
              ? formatDate(batch.receivedOn)
              : batch.sentOn
                ? m.passport_at_processor()
                : null,
          ],
        ]}
      />
    </Step>
  );
}

/** The PO a roll's process loss is reckoned under (server/domains/stock/loss.ts), if any. */
const lossPoOf = (origin: Passport['origin']): string | null =>
  origin.sourceKind &&
  ['purchaseOrder', 'subcontractingOrder', 'workOrder', 'jobCard'].includes(origin.sourceKind)
    ? origin.sourceDocNo
    : null;

/** Greige kg into dyeing against finish kg out of it; a gain (dyeing adds weight) said as one. */
export function Loss({ passport }: { passport: Passport }) {
  const loss = passport.processLoss;
  const po = lossPoOf(passport.origin);
  return (
    <Step
      title={m.passport_step_loss()}
      reached={loss !== null}
      links={
        po && (
          <IfAllowed page="process-loss">
            <LinkButton {...linkLook} to="/process-loss" search={{ po }}>
              {m.passport_open_loss({ po })}
            </LinkButton>
          </IfAllowed>
        )
      }
    >
      {loss ? (
        <Facts
          facts={[
            [m.passport_greige_kg(), formatKg(loss.greigeKg)],
            [m.passport_finish_kg(), formatKg(loss.finishKg)],
            [
              loss.lossPct < 0 ? m.passport_gain() : m.passport_loss(),
              known(Math.abs(loss.lossPct), (pct) => formatPercent(pct)),
            ],
          ]}
        />
      ) : (
        <NotYet>{m.passport_loss_unknown()}</NotYet>
      )}
    </Step>
  );
}
