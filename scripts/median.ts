/** The middle of a run's figures (the upper one of the two middles when there is an even count): the figure the benches report. */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
