// Shared with the knitting screens: it lives in components/ now.
export { LinkButton } from '../../components/LinkButton';
