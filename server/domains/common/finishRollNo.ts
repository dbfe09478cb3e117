/**
 * A finish roll's number from its greige roll's: the greige prefix becomes the finish one (`GR-`
 * to `FR-`, `KCC-` to `FCC-`), any other number gets the finish prefix in front. A number already
 * taken (`taken` looks among the kind's finish and greige rolls) gets `-2`, `-3`…, so a number
 * always names one roll.
 */
export async function newFinishRollNo(
  greigeRollNo: string,
  prefix: { readonly greige: string; readonly finish: string },
  taken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  const base = greigeRollNo.startsWith(prefix.greige)
    ? `${prefix.finish}${greigeRollNo.slice(prefix.greige.length)}`
    : `${prefix.finish}${greigeRollNo}`;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}
