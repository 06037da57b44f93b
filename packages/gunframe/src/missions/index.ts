/**
 * GUNFRAME missions and environmental conditions as pure rules over narrow ports (types.ts).
 * The battle adapts its state to `MissionUnit`s and a `DistanceFn`, keeps the `MissionState`
 * (and `EnvironmentState`) in its own state, and calls these functions at the moments named in
 * docs/rules/parts/gunframe-missions.md.
 */
export * from './beacons.ts'
export * from './catalogue.ts'
export * from './control.ts'
export * from './counters.ts'
export * from './deployment.ts'
export * from './doomsday.ts'
export * from './environment.ts'
export * from './environment-end.ts'
export * from './environment-rules.ts'
export * from './pieces.ts'
export * from './placement.ts'
export * from './scoring.ts'
export * from './setup.ts'
export * from './standard.ts'
export * from './state.ts'
export * from './types.ts'
export * from './victory.ts'
export * from './zones.ts'
