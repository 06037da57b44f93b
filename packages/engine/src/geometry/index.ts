export * from './vec.ts'
