import { callQuery } from '../../../lib/rpc';

/**
 * The mill's grade bands, tolerances and item bands, as the live preview grades by them. Like
 * every read it is kept in the persisted query cache, so a tablet that lost the network still
 * previews with the mill's own rules; only a tablet that never read them uses the defaults.
 */
export const gradeRulesQuery = () => callQuery('getGradeRules', {});
