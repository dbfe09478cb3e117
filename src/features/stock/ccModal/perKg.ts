/**
 * Pieces per kg of a collar & cuff lot, as its stock line holds them: the knitting records fix
 * the ratio per lot, and the server's lines carry both figures, so the ratio is read, not assumed.
 * None when either is missing or there is no weight to divide by.
 */
export function piecesPerKg(r: { pieces: number | null; qtyKg: number }): number | null {
  if (r.pieces === null || r.qtyKg <= 0) return null;
  return r.pieces / r.qtyKg;
}
