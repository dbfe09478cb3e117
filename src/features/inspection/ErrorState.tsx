// Shared with the knitting screens: it lives in components/ now.
export { ErrorState } from '../../components/ErrorState';
