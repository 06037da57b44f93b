/** Browser-safe entry: the report's plot specs, its file check and types, without the Node-only runner. */
export { parseReportText, reportSchema } from './report/schema.ts'
export { type Plot, reportPlots, type Spec } from './report/specs.ts'
export type * from './types.ts'
