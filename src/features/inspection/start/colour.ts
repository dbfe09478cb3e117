/** Colours as the ERP's people type them: "Navy Blue" and " navy blue" are one colour. */
export const sameColour = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
