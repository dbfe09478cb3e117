import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Segmented } from '../../../components/Segmented';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { pagesOf, type LabelFormat, type RollLabelFacts } from './facts';
import { loadQr, type QrModule } from './qr';
import { RollLabel } from './RollLabel';
import './labels.css';

/** The page the printer is given: a thermal label's own size, or A4 with room to cut. */
const pageRule: Record<LabelFormat, string> = {
  thermal: '@media print { @page { size: 100mm 75mm; margin: 0; } }',
  a4: '@media print { @page { size: A4; margin: 10mm 4mm; } }',
};

/** While the sheet is open, printing prints it alone (labels.css). */
const OPEN_CLASS = 'roll-labels-open';

function useQr(): { qr: QrModule | null; failure: unknown } {
  const [state, setState] = useState<{ qr: QrModule | null; failure: unknown }>({
    qr: null,
    failure: null,
  });
  useEffect(() => {
    let live = true;
    loadQr().then(
      (qr) => live && setState({ qr, failure: null }),
      (failure: unknown) => live && setState({ qr: null, failure }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export interface LabelSheetProps {
  labels: readonly RollLabelFacts[];
  title: string;
  /** Thermal for one roll, A4 for a report's rolls; the inspector may choose the other. */
  initialFormat: LabelFormat;
  onBack: () => void;
  backLabel?: string;
  /** Ways on besides Print and Back (from the tap screen: the next roll). */
  more?: ReactNode;
}

/**
 * Roll labels over the screen: the format, Print and Back, and the labels as they will print.
 * Printed, the labels alone, each kept whole on its page. Over the screen rather than in its
 * place so that any screen (the tap screen's finishing step too) can show it as it is.
 */
export default function LabelSheet({
  labels,
  title,
  initialFormat,
  onBack,
  backLabel,
  more,
}: LabelSheetProps) {
  const [format, setFormat] = useState<LabelFormat>(initialFormat);
  const { qr, failure } = useQr();
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { title: useId(), format: useId() };

  useEffect(() => {
    const before = document.activeElement;
    // The app under the sheet is inert while the sheet is over it: Tab and a screen reader stay
    // within the sheet, with no focus-trap code to download.
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    document.body.classList.add(OPEN_CLASS);
    heading.current?.focus();
    return () => {
      app?.removeAttribute('inert');
      document.body.classList.remove(OPEN_CLASS);
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  return createPortal(
    <div
      className="roll-label-layer"
      role="dialog"
      aria-modal="true"
      aria-labelledby={ids.title}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onBack();
      }}
    >
      <style>{pageRule[format]}</style>
      <Stack gap="md" maw={1100} mx="auto" className="roll-label-controls">
        <Title order={2} size="h3" id={ids.title} ref={heading} tabIndex={-1} data-autofocus>
          {title}
        </Title>
        <Text fw={700} id={ids.format}>
          {m.label_format()}
        </Text>
        <Segmented
          labelledBy={ids.format}
          value={format}
          onChange={setFormat}
          wrap
          data={[
            { value: 'thermal', label: m.label_format_thermal() },
            { value: 'a4', label: m.label_format_a4() },
          ]}
        />
        <Group gap="sm">
          <Button size="lg" mih={56} disabled={!qr} onClick={() => window.print()}>
            {m.label_print()}
          </Button>
          {more}
          <Button size="lg" mih={56} variant="default" onClick={onBack}>
            {backLabel ?? m.label_back()}
          </Button>
        </Group>
        {failure !== null && (
          <Alert color="red" variant="light" title={m.label_failed()}>
            {errorMessage(failure)}
          </Alert>
        )}
        {!qr && failure === null && <Loader aria-label={m.label_loading()} />}
      </Stack>
      {qr && (
        <section
          className={`roll-labels roll-labels--${format}`}
          aria-label={m.label_sheet()}
          data-format={format}
        >
          {pagesOf(labels, format).map((page) => (
            <div className="roll-label-page" key={page[0]!.rollNo}>
              {page.map((facts) => (
                <div className="roll-label-cell" key={facts.rollNo}>
                  <RollLabel facts={facts} qr={qr} />
                </div>
              ))}
            </div>
          ))}
        </section>
      )}
    </div>,
    document.body,
  );
}
