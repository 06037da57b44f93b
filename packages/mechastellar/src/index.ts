/** MechaStellar VER10: units, battle, odds and bots. The registry descriptor is `./package`. */
export * from './battle/index.ts'
export * from './bots/index.ts'
export * from './odds/index.ts'
export * from './units/index.ts'
