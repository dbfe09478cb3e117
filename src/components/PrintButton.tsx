import { Button } from '@mantine/core';
import { m } from '../i18n';
import '../styles/print.css';

/** Prints the page as an inspection report (print.css hides the app around it). */
export function PrintButton() {
  return (
    <Button size="lg" variant="default" onClick={() => window.print()}>
      {m.sheet_print()}
    </Button>
  );
}
