// What fails the Lighthouse phase (scripts/lighthouse.ts), from each page's median run. Performance is a clock
// measure of a shared machine, so its floor only catches a collapse (decision 0014); accessibility must be whole; and
// nothing a measured page draws may move once drawn, what loads later included (decision 0014, "No layout shift on
// the lists"), which is not a clock measure and holds on a busy machine too.

/** The floors the median run of every page must reach. */
export const FLOORS = { performance: 50, accessibility: 100 };

/** A line per failure, for each page's median run (Lighthouse's layout shift is kept ×1000, as an integer). */
export function failuresOf(summary: Record<string, Record<string, number>>): string[] {
  return Object.entries(summary).flatMap(([page, s]) => [
    ...(['performance', 'accessibility'] as const)
      .filter((category) => (s[category] ?? 0) < FLOORS[category])
      .map((category) => `${page}: ${category} ${s[category]} < floor ${FLOORS[category]}`),
    ...((s.cumulativeLayoutShiftMilli ?? 0) > 0
      ? [`${page}: cumulative layout shift ${(s.cumulativeLayoutShiftMilli ?? 0) / 1000}, not 0`]
      : []),
  ]);
}
