/**
 * How long a tap screen's figures must stay the same before they are read out to a screen reader:
 * a burst of taps is read once (fabric's ScoreAnnouncer, collar & cuff's LotAnnouncer).
 */
export const SETTLE_MS = 1200;
