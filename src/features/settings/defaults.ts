import { defaultGradeBand } from '@rules';

/** A new override starts from the knit-mill default band (< 20 / 20–30 / > 30). */
export const DEFAULT_BAND = defaultGradeBand;
