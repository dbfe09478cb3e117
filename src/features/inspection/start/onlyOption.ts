// Shared with the knitting screens: it lives in lib/ now.
export { useOnlyOption } from '../../../lib/onlyOption';
