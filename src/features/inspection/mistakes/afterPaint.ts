// Shared with the collar & cuff tap screen: it lives in lib/ now.
export { afterPaint } from '../../../lib/afterPaint';
