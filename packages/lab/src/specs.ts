/** Browser-safe entry: the report's plot specs and types, without the Node-only runner. */
export { type Plot, reportPlots, type Spec } from './report/specs.ts'
export type * from './types.ts'
