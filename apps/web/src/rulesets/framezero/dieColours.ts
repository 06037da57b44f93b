/** How Frame Zero's die colours are drawn, shared by the dice assignment and the dice tray. */
export const DIE_BG: Record<string, string> = {
  W: '#fff',
  B: '#2f6fd6',
  G: '#2e9e55',
  Y: '#e8c21e',
  R: '#d64545',
}
export const DIE_INK: Record<string, string> = { W: '#000', B: '#fff', G: '#fff', Y: '#000', R: '#fff' }
export const COLOUR: Record<string, string> = { W: 'white', B: 'blue', G: 'green', Y: 'yellow', R: 'red' }

/** The tray's face for a die of colour letter `c`. */
export const dieFace = (c: string) => ({
  fill: DIE_BG[c] ?? '#e5e7eb',
  ink: DIE_INK[c] ?? '#000',
  name: COLOUR[c] ?? c,
})
