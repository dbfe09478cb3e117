// Shared with the collar & cuff start screen: it lives in components/ now.
export { ScanButton } from '../../../components/scan/ScanButton';
