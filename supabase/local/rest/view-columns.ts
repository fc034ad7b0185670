/**
 * Where a view's columns come from. PostgREST embeds through views by following each view
 * column back to the table column it selects (SchemaCache.hs `allViewsKeyDependencies` reads the
 * `resorigtbl`/`resorigcol` of the view query's target list). Postgres keeps that query as a
 * `pg_node_tree` (`pg_rewrite.ev_action`); this module reads that text format.
 */

type NodeValue = string | null | NodeValue[] | PgNode

interface PgNode {
  type: string
  fields: Map<string, NodeValue>
}

/** Splits `pg_node_tree` text into tokens: `{ } ( )`, `:field` names and atoms (with `\` escapes). */
function tokenize(text: string): string[] {
  const tokens: string[] = []
  let i = 0
  while (i < text.length) {
    const ch = text[i]!
    if (ch === ' ' || ch === '\n' || ch === '\t') {
      i += 1
    } else if ('{}()'.includes(ch)) {
      tokens.push(ch)
      i += 1
    } else {
      let atom = ''
      while (i < text.length && !' \n\t{}()'.includes(text[i]!)) {
        if (text[i] === '\\' && i + 1 < text.length) i += 1
        atom += text[i]
        i += 1
      }
      tokens.push(atom)
    }
  }
  return tokens
}

class NodeReader {
  pos = 0
  constructor(readonly tokens: string[]) {}

  value(): NodeValue {
    const token = this.tokens[this.pos++]
    if (token === '{') return this.node()
    if (token === '(') {
      const items: NodeValue[] = []
      while (this.pos < this.tokens.length && this.tokens[this.pos] !== ')')
        items.push(this.value())
      this.pos += 1
      return items
    }
    return token === '<>' || token === undefined ? null : token
  }

  private node(): PgNode {
    const node: PgNode = { type: this.tokens[this.pos++] ?? '', fields: new Map() }
    while (this.pos < this.tokens.length && this.tokens[this.pos] !== '}') {
      const token = this.tokens[this.pos]!
      if (!token.startsWith(':')) {
        this.pos += 1 // a stray atom (e.g. the bytes of a Const): not a field we read
        continue
      }
      this.pos += 1
      // A field's value runs to the next `:field` or the end of the node (a Const's
      // `:constvalue 4 [ 1 0 0 0 ]` spans several atoms).
      const parts: NodeValue[] = []
      while (
        this.pos < this.tokens.length &&
        this.tokens[this.pos] !== '}' &&
        !this.tokens[this.pos]!.startsWith(':')
      ) {
        parts.push(this.value())
      }
      node.fields.set(token.slice(1), parts.length === 1 ? parts[0]! : parts)
    }
    this.pos += 1
    return node
  }
}

function isNode(value: NodeValue | undefined): value is PgNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export interface ColumnOrigin {
  /** 1-based position of the view column (`resno`). */
  viewColumn: number
  tableOid: number
  tableColumn: number
}

/**
 * The view columns that are plain references to a table column, from the outermost query's
 * target list. Expressions, aggregates and constants have no origin and are left out.
 */
export function viewColumnOrigins(evAction: string): ColumnOrigin[] {
  const parsed = new NodeReader(tokenize(evAction)).value()
  const query = Array.isArray(parsed) ? parsed.find(isNode) : parsed
  if (!isNode(query)) return []
  const targets = query.fields.get('targetList')
  if (!Array.isArray(targets)) return []
  const origins: ColumnOrigin[] = []
  for (const entry of targets) {
    if (!isNode(entry) || entry.fields.get('resjunk') === 'true') continue
    const tableOid = Number(entry.fields.get('resorigtbl'))
    const tableColumn = Number(entry.fields.get('resorigcol'))
    const viewColumn = Number(entry.fields.get('resno'))
    if (tableOid > 0 && tableColumn > 0) origins.push({ viewColumn, tableOid, tableColumn })
  }
  return origins
}
