/**
 * Bundles one edge function (and everything it imports, npm packages included) into a single ES
 * module Node can import. Bundling packages in keeps each function instance self-contained: the
 * bundle's module-level `Deno` is the instance's own shim, also for the packages it uses.
 */
import { statSync } from 'node:fs'
import { isAbsolute, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { applyImportMap, mapRemoteSpecifier, type ImportMap } from './specifiers.ts'

/** Where the bundle finds its instance's `Deno` and `EdgeRuntime` (keyed by the bundle's URL). */
export const INSTANCE_REGISTRY = Symbol.for('sanad.local-stack.functions.instances')

export interface BundleResult {
  code: string
  /** Project files the bundle was built from (node_modules excluded): the cache key. */
  inputs: string[]
}

const BANNER = [
  "import { createRequire as __localStackCreateRequire } from 'node:module';",
  'const require = __localStackCreateRequire(import.meta.url);',
  `const { Deno, EdgeRuntime } = globalThis[Symbol.for(${JSON.stringify(INSTANCE_REGISTRY.description)})].get(import.meta.url);`,
].join('\n')

export async function bundleFunction(options: {
  entry: string
  importMap: ImportMap
  projectRoot: string
}): Promise<BundleResult> {
  const result = await build({
    entryPoints: [options.entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    metafile: true,
    absWorkingDir: options.projectRoot,
    banner: { js: BANNER },
    // Functions locate neighbouring files with new URL('./x', import.meta.url): keep that pointing
    // at the function's folder rather than at the bundle's cache location.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(options.entry).href) },
    plugins: [denoSpecifiers(options.importMap)],
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error(`esbuild produced no output for ${options.entry}`)
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes('node_modules') && !input.includes(':'))
    .map((input) => (isAbsolute(input) ? input : resolve(options.projectRoot, input)))
  if (options.importMap.path) inputs.push(options.importMap.path)
  return { code: output.text, inputs }
}

function denoSpecifiers(importMap: ImportMap): Plugin {
  return {
    name: 'deno-specifiers',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || (args.pluginData as { mapped?: boolean })?.mapped) {
          return undefined
        }
        // Import maps apply to the function's own code; packages resolve as Node packages do.
        const fromPackage = args.importer.includes(`${'/'}node_modules${'/'}`)
        const mapped = fromPackage ? null : applyImportMap(args.path, importMap)
        const specifier = mapped ?? args.path
        const target = mapRemoteSpecifier(specifier)
        if (target?.kind === 'types-only') return { path: specifier, namespace: 'deno-types-only' }
        if (target?.kind === 'unsupported') return { errors: [{ text: target.reason }] }
        if (!target && mapped === null) return undefined
        const resolved = await pluginBuild.resolve(target ? target.name : specifier, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { mapped: true },
        })
        if (resolved.errors.length) {
          return {
            errors: resolved.errors.map((error) => ({
              ...error,
              text: `${error.text} (from "${args.path}"; install the package with npm to use it locally)`,
            })),
          }
        }
        return {
          path: resolved.path,
          namespace: resolved.namespace,
          external: resolved.external,
          sideEffects: resolved.sideEffects,
        }
      })
      pluginBuild.onLoad({ filter: /.*/, namespace: 'deno-types-only' }, () => ({
        contents: '',
        loader: 'js',
      }))
    },
  }
}

/** A cheap fingerprint of the inputs: modification time in ns and size of each file. */
export function stampOf(paths: string[]): string {
  return paths
    .map((path) => {
      try {
        const stat = statSync(path, { bigint: true })
        return `${path}:${stat.mtimeNs}:${stat.size}`
      } catch {
        return `${path}:missing`
      }
    })
    .join('|')
}

export function bundleCacheDir(projectRoot: string): string {
  return join(projectRoot, '.local', 'functions')
}
