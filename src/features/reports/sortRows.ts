// Shared with the dashboards' tables: one sort for every list.
export { sortRows } from '../../lib/sortRows';
