/**
 * The user's own AI keys, kept only in this browser (issue 47): IndexedDB holds each key
 * encrypted with AES-GCM under a WebCrypto key that was created non-extractable and is itself
 * stored in IndexedDB (a CryptoKey is structured-cloneable; its raw bytes can never be read back
 * by script, ours or an injected one, only used to decrypt here). Keys are scoped by the signed-in
 * user, so two accounts on one browser never see each other's. Nothing here touches the network.
 */
import type { AiProvider } from '../../../../supabase/functions/_shared/ai-stream.ts'

const DB_NAME = 'sanad-ai-keys'
const DB_VERSION = 1
const SECRETS = 'secrets'
const KEYS = 'keys'
const MASTER = 'master'

export interface StoredKeyInfo {
  provider: AiProvider
  /** The last four characters, to tell keys apart. */
  last4: string
  addedAt: string
  /** 'pasted' or 'oauth' (OpenRouter's PKCE flow). */
  source: 'pasted' | 'oauth'
}

interface StoredKey extends StoredKeyInfo {
  id: string
  userId: string
  iv: Uint8Array<ArrayBuffer>
  ciphertext: ArrayBuffer
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
    tx.onabort = () => reject(tx.error)
  })
}

let opened: Promise<IDBDatabase> | null = null

function open(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION)
    req.onupgradeneeded = () => {
      const db = req.result
      if (!db.objectStoreNames.contains(SECRETS)) db.createObjectStore(SECRETS)
      if (!db.objectStoreNames.contains(KEYS)) {
        db.createObjectStore(KEYS, { keyPath: 'id' }).createIndex('userId', 'userId')
      }
    }
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => {
      opened = null
      reject(req.error)
    }
  })
  return opened
}

/** The store's AES-GCM key, made once, non-extractable. */
async function masterKey(db: IDBDatabase): Promise<CryptoKey> {
  const existing = (await request(db.transaction(SECRETS).objectStore(SECRETS).get(MASTER))) as
    CryptoKey | undefined
  if (existing) return existing
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
  const tx = db.transaction(SECRETS, 'readwrite')
  // Another tab may have made one meanwhile: keep the first.
  const store = tx.objectStore(SECRETS)
  const raced = (await request(store.get(MASTER))) as CryptoKey | undefined
  if (!raced) store.put(key, MASTER)
  await done(tx)
  return raced ?? key
}

const idOf = (userId: string, provider: AiProvider) => `${userId}:${provider}`

export async function saveAiKey(
  userId: string,
  provider: AiProvider,
  key: string,
  source: StoredKeyInfo['source'] = 'pasted',
): Promise<StoredKeyInfo> {
  const db = await open()
  const master = await masterKey(db)
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt(
    // The record's id is bound to the ciphertext: a key cannot be moved to another user or provider.
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(idOf(userId, provider)) },
    master,
    new TextEncoder().encode(key),
  )
  const record: StoredKey = {
    id: idOf(userId, provider),
    userId,
    provider,
    last4: key.slice(-4),
    addedAt: new Date().toISOString(),
    source,
    iv,
    ciphertext,
  }
  const tx = db.transaction(KEYS, 'readwrite')
  tx.objectStore(KEYS).put(record)
  await done(tx)
  return info(record)
}

function info(record: StoredKey): StoredKeyInfo {
  return {
    provider: record.provider,
    last4: record.last4,
    addedAt: record.addedAt,
    source: record.source,
  }
}

/** The key in clear, only to put it in the provider's request header. */
export async function loadAiKey(userId: string, provider: AiProvider): Promise<string | null> {
  const db = await open()
  const record = (await request(
    db.transaction(KEYS).objectStore(KEYS).get(idOf(userId, provider)),
  )) as StoredKey | undefined
  if (!record) return null
  const master = await masterKey(db)
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: record.iv, additionalData: new TextEncoder().encode(record.id) },
      master,
      record.ciphertext,
    )
    return new TextDecoder().decode(plain)
  } catch {
    // Undecryptable (the master key was cleared with site data): as if never stored.
    return null
  }
}

export async function listAiKeys(userId: string): Promise<StoredKeyInfo[]> {
  const db = await open()
  const records = (await request(
    db.transaction(KEYS).objectStore(KEYS).index('userId').getAll(userId),
  )) as StoredKey[]
  return records.map(info)
}

export async function removeAiKey(userId: string, provider: AiProvider): Promise<void> {
  const db = await open()
  const tx = db.transaction(KEYS, 'readwrite')
  tx.objectStore(KEYS).delete(idOf(userId, provider))
  await done(tx)
}

/** For tests: forget the cached connection (a fresh fake IndexedDB per test). */
export function resetKeyStoreConnection(): void {
  opened = null
}
