// The package ships no types and @types/better-sqlite3 is not installed: this declares the small
// part of its API the server uses.
declare module 'better-sqlite3' {
  interface RunResult {
    changes: number
    lastInsertRowid: number | bigint
  }
  interface Statement<Row = unknown> {
    readonly reader: boolean
    iterate(...params: unknown[]): IterableIterator<Row>
    run(...params: unknown[]): RunResult
    get(...params: unknown[]): Row | undefined
    all(...params: unknown[]): Row[]
  }
  interface Database {
    prepare<Row = unknown>(sql: string): Statement<Row>
    exec(sql: string): this
    pragma(sql: string): unknown
    transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R
    close(): void
  }
  interface DatabaseConstructor {
    new (filename: string, options?: { readonly?: boolean; fileMustExist?: boolean }): Database
  }
  const Database: DatabaseConstructor
  export default Database
  export type { Database, RunResult, Statement }
}
