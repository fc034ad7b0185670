/**
 * Phoenix socket frames as realtime-js 2.x speaks them: serializer vsn 2.0.0 sends JSON arrays
 * `[join_ref, ref, topic, event, payload]` and user broadcasts as binary "user broadcast push"
 * frames (kind 3); vsn 1.0.0 sends JSON objects. The server answers in the same version and
 * forwards broadcasts in the form that version decodes.
 */

export type Vsn = '1.0.0' | '2.0.0'

export interface Frame {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

const USER_BROADCAST_PUSH = 3
const USER_BROADCAST = 4
const BINARY_ENCODING = 0
const JSON_ENCODING = 1

export function encodeFrame(vsn: Vsn, frame: Frame): string {
  if (vsn === '1.0.0') {
    return JSON.stringify({
      topic: frame.topic,
      event: frame.event,
      payload: frame.payload,
      ref: frame.ref,
      join_ref: frame.joinRef,
    })
  }
  return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload])
}

/** Decodes a client frame; undefined for anything malformed (which is ignored, never fatal). */
export function decodeFrame(data: Buffer, isBinary: boolean): Frame | undefined {
  try {
    return isBinary ? decodeBinary(data) : decodeText(data.toString('utf8'))
  } catch {
    return undefined
  }
}

function decodeText(text: string): Frame | undefined {
  const parsed: unknown = JSON.parse(text)
  if (Array.isArray(parsed)) {
    const [joinRef, ref, topic, event, payload] = parsed as unknown[]
    return shape(joinRef, ref, topic, event, payload)
  }
  if (parsed && typeof parsed === 'object') {
    const o = parsed as Record<string, unknown>
    return shape(o.join_ref, o.ref, o.topic, o.event, o.payload)
  }
  return undefined
}

function shape(
  joinRef: unknown,
  ref: unknown,
  topic: unknown,
  event: unknown,
  payload: unknown,
): Frame | undefined {
  if (typeof topic !== 'string' || typeof event !== 'string') return undefined
  return {
    joinRef: typeof joinRef === 'string' ? joinRef : null,
    ref: typeof ref === 'string' ? ref : null,
    topic,
    event,
    payload:
      payload && typeof payload === 'object' && !Array.isArray(payload)
        ? (payload as Record<string, unknown>)
        : {},
  }
}

/**
 * Kind 3 (user broadcast push): lengths of join_ref, ref, topic, user event and metadata, an
 * encoding byte (0 binary, 1 JSON), the strings, then the user payload. A binary payload stays
 * a Buffer so it can be forwarded byte for byte.
 */
function decodeBinary(data: Buffer): Frame | undefined {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) return undefined
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [
    data[1]!,
    data[2]!,
    data[3]!,
    data[4]!,
    data[5]!,
    data[6]!,
  ]
  let offset = 7
  const take = (length: number) => {
    const text = data.subarray(offset, offset + length).toString('utf8')
    offset += length
    return text
  }
  const joinRef = take(joinRefLen)
  const ref = take(refLen)
  const topic = take(topicLen)
  const userEvent = take(eventLen)
  const meta = take(metaLen)
  const body = data.subarray(offset)
  const userPayload: unknown =
    encoding === JSON_ENCODING ? JSON.parse(body.toString('utf8')) : Buffer.from(body)
  const payload: Record<string, unknown> = {
    type: 'broadcast',
    event: userEvent,
    payload: userPayload,
  }
  if (meta) payload.meta = JSON.parse(meta) as unknown
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload }
}

/**
 * A broadcast to a subscriber. vsn 2.0.0 gets the server's binary "user broadcast" frame
 * (kind 4: topic, event and metadata lengths, encoding byte, strings, payload), as Realtime
 * sends it; vsn 1.0.0 gets the JSON object form.
 */
export function encodeBroadcast(
  vsn: Vsn,
  topic: string,
  payload: Record<string, unknown>,
): string | Buffer {
  const event = String(payload.event ?? '')
  const body = payload.payload
  const topicBytes = Buffer.from(topic)
  const eventBytes = Buffer.from(event)
  const metaBytes = Buffer.from(payload.meta === undefined ? '' : JSON.stringify(payload.meta))
  // Lengths are single bytes; anything longer goes as JSON text, which the client also decodes.
  const fits = Math.max(topicBytes.length, eventBytes.length, metaBytes.length) <= 255
  if (vsn === '1.0.0' || !fits) {
    const json = Buffer.isBuffer(body) ? { ...payload, payload: Array.from(body) } : payload
    return encodeFrame(vsn, { joinRef: null, ref: null, topic, event: 'broadcast', payload: json })
  }
  const binary = Buffer.isBuffer(body)
  const bodyBytes = binary ? body : Buffer.from(JSON.stringify(body ?? {}))
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    binary ? BINARY_ENCODING : JSON_ENCODING,
  ])
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, bodyBytes])
}
