// Runs one exported function of a bench module in a worker thread (bench/lib.mjs `inWorker`).
import { parentPort, workerData } from 'node:worker_threads'

const { moduleUrl, fnName, args } = workerData
const module = await import(moduleUrl)
parentPort.postMessage(await module[fnName](args))
