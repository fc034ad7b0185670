/*
 * The part of papaparse's API the prompt import uses. @types/papaparse is not used: it references
 * the Node types, which would then type the whole browser project as if Node were there.
 */
declare module 'papaparse' {
  export type ParseError = {
    type: 'Quotes' | 'Delimiter' | 'FieldMismatch'
    code: string
    message: string
    row?: number
  }
  export type ParseResult<T> = { data: T[]; errors: ParseError[] }
  export type ParseConfig = {
    delimitersToGuess?: string[]
    skipEmptyLines?: boolean | 'greedy'
  }
  const Papa: { parse<T>(input: string, config?: ParseConfig): ParseResult<T> }
  export default Papa
}
