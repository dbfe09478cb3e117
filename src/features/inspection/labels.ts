// The words of a report's stage, source and status are every kind's: they live in src/inspect/.
export { sourceName, stageName, statusText } from '../../inspect/labels';
