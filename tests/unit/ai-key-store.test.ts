/**
 * The browser's AI key store (issue 47): keys are stored encrypted (the stored record never holds
 * the key in clear), under a non-extractable AES-GCM key, per user; remove deletes the record.
 * fake-indexeddb stands in for the browser's IndexedDB; WebCrypto is Node's.
 */
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  listAiKeys,
  loadAiKey,
  removeAiKey,
  resetKeyStoreConnection,
  saveAiKey,
} from '@/features/run-prompts/lib/key-store'

const KEY = 'sk-test-sanad-openai-SECRET-9f3a'

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  resetKeyStoreConnection()
})

async function rawRecords(): Promise<unknown[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open('sanad-ai-keys')
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
  const read = (store: string) =>
    new Promise<unknown[]>((resolve, reject) => {
      const req = db.transaction(store).objectStore(store).getAll()
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
  const all = [...(await read('keys')), ...(await read('secrets'))]
  db.close()
  return all
}

describe('AI key store', () => {
  it('stores a key encrypted and gives it back only to its user', async () => {
    const info = await saveAiKey('user-a', 'openai', KEY)
    expect(info).toMatchObject({ provider: 'openai', last4: '9f3a', source: 'pasted' })
    expect(await loadAiKey('user-a', 'openai')).toBe(KEY)
    expect(await loadAiKey('user-b', 'openai')).toBeNull()
    expect(await loadAiKey('user-a', 'anthropic')).toBeNull()
    expect(await listAiKeys('user-a')).toEqual([info])
    expect(await listAiKeys('user-b')).toEqual([])

    const records = await rawRecords()
    const text = JSON.stringify(records, (_k, v) =>
      v instanceof ArrayBuffer || ArrayBuffer.isView(v)
        ? new TextDecoder().decode(v as ArrayBuffer)
        : v,
    )
    expect(text).not.toContain('SECRET')
    const master = records.find((r) => r instanceof CryptoKey) as CryptoKey
    expect(master.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', master)).rejects.toThrow()
  })

  it('replaces a key, and remove deletes it', async () => {
    await saveAiKey('user-a', 'gemini', 'AIza-old-key-1111')
    await saveAiKey('user-a', 'gemini', 'AIza-new-key-2222', 'pasted')
    expect(await loadAiKey('user-a', 'gemini')).toBe('AIza-new-key-2222')
    await removeAiKey('user-a', 'gemini')
    expect(await loadAiKey('user-a', 'gemini')).toBeNull()
    expect(await listAiKeys('user-a')).toEqual([])
    expect(JSON.stringify(await rawRecords())).not.toContain('2222')
  })

  it('a record moved to another user cannot be decrypted', async () => {
    await saveAiKey('user-a', 'openai', KEY)
    const db = await new Promise<IDBDatabase>((resolve) => {
      const req = indexedDB.open('sanad-ai-keys')
      req.onsuccess = () => resolve(req.result)
    })
    await new Promise<void>((resolve) => {
      const tx = db.transaction('keys', 'readwrite')
      const store = tx.objectStore('keys')
      const get = store.get('user-a:openai')
      get.onsuccess = () => {
        store.put({ ...get.result, id: 'user-b:openai', userId: 'user-b' })
      }
      tx.oncomplete = () => resolve()
    })
    db.close()
    expect(await loadAiKey('user-b', 'openai')).toBeNull()
  })
})
