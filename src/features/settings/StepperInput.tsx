// Shared with the knitting screens: it lives in components/ now.
export { StepperInput } from '../../components/StepperInput';
