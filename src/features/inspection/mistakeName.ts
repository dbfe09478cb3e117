// Shared with the collar & cuff screens: it lives in lib/ now.
export { mistakeName, mistakeNamesOf } from '../../lib/mistakeName';
