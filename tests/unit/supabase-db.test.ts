// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  lintReport,
  migrationVersions,
  unacceptedLintIssues,
  unappliedMigrations,
  warningsIn,
} from '../../scripts/supabase-db.mjs'
import lint from './fixtures/supabase-cli/lint-search-prompts.json?raw'
import list from './fixtures/supabase-cli/migration-list.txt?raw'
import pushWarnings from './fixtures/supabase-cli/push-warnings.txt?raw'

/* scripts/supabase-db.mjs reads the real CLI's output; the fixtures are outputs of CLI 3.1.0. */
describe('the deploy check reads the Supabase CLI', () => {
  it('every deprecation and the insecure-connection notice count as warnings', () => {
    expect(warningsIn(pushWarnings)).toEqual([
      'Warning: --db-url is deprecated and will be removed in v4. Use --remote=<db-url> instead',
      'WARN: auth.email.enable_signup is deprecated and will be removed in v4, use auth.email.enabled instead.',
      'WARN: auth.sms.enable_signup is deprecated and will be removed in v4, use auth.sms.enabled instead.',
      expect.stringMatching(/^▲ {2}Connected to 127\.0\.0\.1 without TLS/),
    ])
    expect(
      warningsIn('Target: custom Postgres (127.0.0.1:24341)\nFinished supabase db push.'),
    ).toEqual([])
  })

  it('a migration missing from the remote column of `migration list` is reported', () => {
    const versions = migrationVersions()
    expect(versions.length).toBeGreaterThan(20)
    expect(unappliedMigrations(list, versions)).toEqual([])
    const [first, second] = versions as [string, string]
    const withoutSecond = list.replace(`| \`${second}\` |`, '|                  |')
    expect(unappliedMigrations(withoutSecond, versions)).toEqual([second])
    expect(unappliedMigrations(list, [first, '29990101000000'])).toEqual(['29990101000000'])
  })

  it('db lint: the accepted search_prompts finding passes, any other finding fails', () => {
    const report = lintReport(lint)
    expect(report).toHaveLength(1)
    expect(unacceptedLintIssues(report)).toEqual([])
    const other = structuredClone(report)
    other[0]!.issues!.push({ level: 'error', message: 'column "x" does not exist', context: '' })
    expect(unacceptedLintIssues(other)).toMatchObject([
      { function: 'private.search_prompts', message: 'column "x" does not exist' },
    ])
    const elsewhere = [{ function: 'public.join_waitlist', issues: report[0]!.issues }]
    expect(unacceptedLintIssues(elsewhere)).toHaveLength(1)
    expect(lintReport('\nNo schema errors found\n')).toEqual([])
  })
})
