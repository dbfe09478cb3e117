/**
 * The trade name the sales team sells a fabric by: its knit and weight ("Pique 220"), the same for
 * every colour and width of it. ERPNext keeps it on the order and invoice line; the demo mill and
 * a line without one take it from the item.
 */
export const commercialNameOf = (item: { quality: string; gsm: number | null }): string =>
  item.gsm ? `${item.quality} ${item.gsm}` : item.quality;
