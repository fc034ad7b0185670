import { useId } from 'react'
import { useForm, useWatch, type Path, type PathValue } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { messageOf } from '../api/errors'
import { adminKeys } from '../api/keys'
import { useAdminMutation } from '../api/mutation'
import { lexiconMessages, saveLexiconEntry, type LexiconEntry } from '../api/search-lexicon'
import {
  LEXICON_DIALECTS,
  LEXICON_KINDS,
  lexiconDefaults,
  lexiconSchema,
  queryWords,
  type LexiconValues,
} from '../lib/lexicon'
import { OptionsSelect } from './options-select'
import { TermsInput } from './terms-input'

/**
 * Adds or edits one lexicon entry. From a search query (`query`), the term starts as its first
 * word and the query's other words (and the whole phrase) are one click away.
 */
export function LexiconForm({
  entry,
  query,
  onSaved,
}: {
  entry: LexiconEntry | null
  query?: string
  onSaved: () => void
}) {
  const id = useId()
  const words = query ? queryWords(query) : []
  const form = useForm<LexiconValues>({
    resolver: zodResolver(lexiconSchema),
    defaultValues: entry
      ? {
          term: entry.term,
          maps_to: entry.maps_to,
          kind: entry.kind,
          dialect: entry.dialect,
          source: entry.source ?? '',
        }
      : lexiconDefaults(words[0] ?? ''),
  })
  // useWatch and setValue, not Controller: Controller would join the form library's chunk that
  // the entry shares (the /login budget, docs/performance.md).
  const [mapsTo, kind, dialect] = useWatch({
    control: form.control,
    name: ['maps_to', 'kind', 'dialect'],
  })
  const change = <K extends Path<LexiconValues>>(name: K, value: PathValue<LexiconValues, K>) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
  const save = useAdminMutation(saveLexiconEntry, {
    success: lexiconMessages.saved,
    fallback: lexiconMessages.saveFailed,
    invalidate: [adminKeys.searchLexiconAll(), adminKeys.searchInsightsAll()],
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: entry?.id ?? null, values })
      onSaved()
    } catch (error) {
      // What was typed stays; the reason shows under the form.
      form.setError('root', { message: messageOf(error, lexiconMessages.saveFailed) })
    }
  })
  const errors = form.formState.errors
  const choices = words.length > 1 ? [...words, words.join(' ')] : []

  return (
    <form
      noValidate
      aria-label={entry ? `تعديل «${entry.term}»` : 'إضافة كلمة إلى القاموس'}
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <Field
        label="الكلمة كما يكتبها الناس"
        required
        hint="لهجة أو طريقة كتابة أو كلمة أجنبية، مثل: ابغى، قوقل، سيلز"
        error={errors.term?.message}
      >
        {(control) => <Input {...control} {...form.register('term')} dir="auto" />}
      </Field>
      {choices.length ? (
        <div className="flex flex-wrap items-center gap-1 text-sm">
          <span className="text-muted-foreground">من عبارة البحث:</span>
          {choices.map((word) => (
            <Button
              key={word}
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                form.setValue('term', word, { shouldValidate: true })
                form.setValue('kind', word.includes(' ') ? 'phrase' : 'word')
              }}
            >
              {word}
            </Button>
          ))}
        </div>
      ) : null}
      <Field
        label="يقابلها في المكتبة"
        hint="كلمات الأوامر بالفصحى التي يبحث بها البحث بدلاً منها. اضغط Enter أو فاصلة بعد كل كلمة."
        error={errors.maps_to?.message}
      >
        {(control) => (
          <TermsInput
            control={control}
            value={mapsTo}
            onChange={(value) => change('maps_to', value)}
            label="الكلمات المقابلة"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionsSelect
          id={`${id}-kind`}
          label="النوع"
          value={kind}
          options={LEXICON_KINDS}
          onChange={(value) => value && change('kind', value)}
        />
        <OptionsSelect
          id={`${id}-dialect`}
          label="اللهجة"
          value={dialect}
          options={LEXICON_DIALECTS}
          onChange={(value) => value && change('dialect', value)}
        />
      </div>
      <Field
        label="المصدر"
        hint="من أين عرفنا الكلمة: قاموس أو مرجع منشور، أو admin لما أضافه المشرف."
        error={errors.source?.message}
      >
        {(control) => <Input {...control} {...form.register('source')} dir="auto" />}
      </Field>
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'جارٍ الحفظ...' : entry ? 'حفظ التعديلات' : 'إضافة إلى القاموس'}
        </Button>
      </div>
    </form>
  )
}
