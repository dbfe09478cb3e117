// Shared with the collar & cuff report: it lives in components/ now.
export { PrintButton } from '../../../components/PrintButton';
