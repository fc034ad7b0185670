// Node 20 has no global WebSocket; supabase-js's realtime client needs one in every test worker.
import WebSocket from 'ws'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket
