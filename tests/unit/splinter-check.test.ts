// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  projectOptions,
  SECURITY_LINTS,
  splinterReport,
  trueWhenAuthIsNull,
} from '../../scripts/splinter-check.mjs'

/* scripts/splinter-check.mjs: what npm test's deploy step prints and when it fails. The rules
   themselves run against the migrated database in tests/integration/db/splinter.test.ts. */
describe('our splinter check', () => {
  const definer = {
    lint: '0028_anon_security_definer_function_executable',
    level: 'WARN',
    detail:
      'SECURITY DEFINER function public.open_prompt(p_prompt_id uuid) is executable by anon through /rest/v1/rpc/open_prompt',
  }
  const info = {
    lint: '0008_rls_enabled_no_policy',
    level: 'INFO',
    detail: 'Table public.email_verification_tokens has row level security on and no policy',
  }
  const error = {
    lint: '0013_rls_disabled_in_public',
    level: 'ERROR',
    detail: 'Table public.leaky is in an exposed schema and row level security is off',
  }

  it('passes with no finding, and with INFO findings only', () => {
    const lints = SECURITY_LINTS.length
    expect(splinterReport([])).toEqual({
      code: 0,
      failing: [],
      lines: [`splinter (security, ${lints} lints): 0 errors, 0 warnings, 0 info`],
    })
    expect(splinterReport([info])).toEqual({
      code: 0,
      failing: [],
      lines: [
        'INFO  0008_rls_enabled_no_policy: Table public.email_verification_tokens has row level security on and no policy',
        `splinter (security, ${lints} lints): 0 errors, 0 warnings, 1 info`,
      ],
    })
  })

  it('fails on one warning or one error, and prints each finding with its lint', () => {
    const warned = splinterReport([definer, info])
    expect(warned.code).toBe(1)
    expect(warned.failing).toEqual([definer])
    expect(warned.lines[0]).toBe(
      'WARN  0028_anon_security_definer_function_executable: SECURITY DEFINER function public.open_prompt(p_prompt_id uuid) is executable by anon through /rest/v1/rpc/open_prompt',
    )
    expect(warned.lines.at(-1)).toMatch(/: 0 errors, 1 warnings, 1 info$/)

    const failed = splinterReport([error])
    expect(failed.code).toBe(1)
    expect(failed.lines).toEqual([
      'ERROR 0013_rls_disabled_in_public: Table public.leaky is in an exposed schema and row level security is off',
      expect.stringMatching(/: 1 errors, 0 warnings, 0 info$/),
    ])
  })

  it('covers the security lints that apply to a Supabase project', () => {
    expect(SECURITY_LINTS.map((l) => l.id.slice(0, 4))).toEqual([
      ...['0002', '0007', '0008', '0010', '0011', '0012', '0013', '0014', '0015', '0016'],
      ...['0017', '0018', '0019', '0021', '0023', '0024', '0025', '0026', '0027', '0028'],
      ...['0029', '0030'],
    ])
    const levels = Object.fromEntries(SECURITY_LINTS.map((l) => [l.id.slice(0, 4), l.level]))
    expect(levels['0028']).toBe('WARN')
    expect(levels['0013']).toBe('ERROR')
    expect(levels['0008']).toBe('INFO')
  })

  it('reads the exposed schemas from supabase/config.toml', () => {
    expect(projectOptions()).toEqual({
      exposedSchemas: ['public', 'graphql_public'],
      anonymousSignIns: false,
    })
  })

  it('0030: a top-level OR with a bare "auth value is null" branch admits every row', () => {
    // As pg_get_expr deparses policies.
    expect(trueWhenAuthIsNull('((auth.uid() IS NULL) OR (owner_id = auth.uid()))')).toBe(true)
    expect(trueWhenAuthIsNull('((owner_id = auth.uid()) OR (auth.jwt() IS NULL))')).toBe(true)
    expect(trueWhenAuthIsNull('((NOT (auth.uid() IS NOT NULL)) OR is_public)')).toBe(true)
    expect(
      trueWhenAuthIsNull(
        "((current_setting('request.jwt.claims'::text, true) IS NULL) OR (owner_id = auth.uid()))",
      ),
    ).toBe(true)
    // Gated by an AND, a null check that is not an auth value, current_setting that raises.
    expect(
      trueWhenAuthIsNull('((auth.uid() IS NOT NULL) AND ((auth.uid() IS NULL) OR is_public))'),
    ).toBe(false)
    expect(trueWhenAuthIsNull('((deleted_at IS NULL) OR (owner_id = auth.uid()))')).toBe(false)
    expect(
      trueWhenAuthIsNull(
        "((current_setting('request.jwt.claims'::text) IS NULL) OR (owner_id = auth.uid()))",
      ),
    ).toBe(false)
    expect(trueWhenAuthIsNull('(owner_id = auth.uid())')).toBe(false)
    expect(trueWhenAuthIsNull('(auth.uid() IS NULL)')).toBe(false)
  })
})
