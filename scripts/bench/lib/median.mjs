/** The middle value (the upper one of an even count): the benches' summary of their rounds. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
