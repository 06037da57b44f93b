/**
 * What a bot chose, for the note under the controls: the ruleset's own label of the decision (as
 * its buttons read), else its kind in words — never the engine's kind id ("choose-role").
 */
export function botChoiceWords<D extends { kind: string }>(
  note: { kind: string; decision?: D },
  label: (d: D) => string | undefined,
): string {
  const worded = note.decision ? label(note.decision) : undefined
  return worded && worded !== note.decision?.kind ? worded : note.kind.replace(/[-_]/g, ' ')
}
