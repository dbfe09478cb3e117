import { useState } from 'react';
import { DOC_NO_MAX } from '../../../contract/core/patterns';
import { m } from '../../i18n';
import { isRollNo, rollNoOfCode } from './rollCode';

/**
 * A roll-number field's text and its error, and `submit` for what was typed or scanned: a code
 * reduced to its roll number (a label's address too) goes to `onShow`, anything else is refused
 * in words. The header's field empties once it has shown a roll; the passport's keeps the number.
 */
export function useRollCodeField(
  onShow: (rollNo: string) => void,
  { initial = '', clearOnShow = false }: { initial?: string; clearOnShow?: boolean } = {},
) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (code: string) => {
    const wanted = rollNoOfCode(code);
    setText(wanted);
    if (!wanted) return;
    if (!isRollNo(wanted)) return setError(m.passport_bad_code({ max: DOC_NO_MAX }));
    setError(null);
    if (clearOnShow) setText('');
    onShow(wanted);
  };
  return { text, setText, error, submit };
}
