import { getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { Form, useLocation } from '@remix-run/react'
import { ArrowDown, ArrowUp, Merge, Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField } from '~/components/ui/form'
import { PANEL } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { ADMIN_LOOKUP_KINDS, type AdminLookupKind, LOOKUP_SCHEMAS, LOOKUP_USE_TEXTS } from '~/models/admin/lookup-schema'
import { cn } from '~/utils/cn'
import { FormAlert, type LookupActionData, useBusy } from './parts'

export type LookupEntryView = {
  id: number
  slug: string
  name: string
  description: string | null
  position: number
  uses: number
  /** The built-in translation members read instead of the name, if the slug has one. */
  shownAs: string | null
}

/**
 * One entry of a list: its slug and uses, moving it, renaming it, removing it (only while
 * unused) and, while in use, merging it into another entry of the list (`others`).
 */
export function EntryCard({
  kind,
  entry,
  others,
  last,
  limits,
  failed,
}: {
  kind: AdminLookupKind
  entry: LookupEntryView
  others: Pick<LookupEntryView, 'id' | 'name'>[]
  last: boolean
  limits: { nameMax: number; descriptionMax: number }
  failed: LookupActionData | null
}) {
  const { t, i18n } = useTranslation('admin')
  const id = `lookup-${entry.id}`
  const texts = LOOKUP_USE_TEXTS[ADMIN_LOOKUP_KINDS[kind].usedBy]
  const uses = new Intl.NumberFormat(i18n.language).format(entry.uses)
  const renameFailed = failed?.intent === 'rename' ? failed : null
  const mergeFailed = failed?.intent === 'merge' ? failed : null
  const values = { name: entry.name }
  const moving = { up: useBusy('move', entry.id, 'up'), down: useBusy('move', entry.id, 'down') }
  const removing = useBusy('remove', entry.id)

  const move = (direction: 'up' | 'down') => {
    const edge = direction === 'up' ? entry.position === 0 : last
    const Icon = direction === 'up' ? ArrowUp : ArrowDown
    return (
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={entry.id} />
        <input type="hidden" name="direction" value={direction} />
        <button
          type="submit"
          id={`${id}-${direction}`}
          data-move={direction}
          disabled={edge || moving[direction]}
          aria-label={t(direction === 'up' ? 'lookups.moveUpLabel' : 'lookups.moveDownLabel', values)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Icon aria-hidden className="size-4" />
          {t(direction === 'up' ? 'lookups.moveUp' : 'lookups.moveDown')}
        </button>
      </Form>
    )
  }

  return (
    <article aria-labelledby={`${id}-name`} className={cn(PANEL, 'p-4 sm:p-5')}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden
            className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-neutral-900/5 text-sm font-semibold tabular-nums text-neutral-800 dark:bg-white/10 dark:text-neutral-100"
          >
            {entry.position + 1}
          </span>
          <div className="min-w-0">
            <h3 id={`${id}-name`} className="font-semibold break-words text-neutral-950 dark:text-white">
              {entry.name}
            </h3>
            <p className="mt-0.5 text-sm text-neutral-700 dark:text-neutral-300">
              {t('lookups.slug')}{' '}
              <code className="rounded bg-neutral-900/5 px-1.5 py-0.5 font-mono text-[0.85em] text-neutral-900 dark:bg-white/10 dark:text-neutral-100">
                {entry.slug}
              </code>
            </p>
            {entry.description && <p className="mt-1 text-sm break-words text-neutral-700 dark:text-neutral-300">{entry.description}</p>}
            {entry.shownAs !== null && (
              <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t('lookups.shownAs', { label: entry.shownAs })}</p>
            )}
          </div>
        </div>
        <p className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
          {entry.uses === 0 ? t(texts.unused) : t(texts.uses, { count: entry.uses, formatted: uses })}
        </p>
      </div>

      {failed && failed.intent !== 'rename' && <FormAlert result={failed.result} className="mt-3" />}

      <div className="mt-4 flex flex-wrap items-start gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-800">
        {move('up')}
        {move('down')}
        <details open={!!renameFailed} className="group">
          <summary
            aria-label={t('lookups.renameLabel', values)}
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'list-none' })}
          >
            <Pencil aria-hidden className="size-4" />
            {t('lookups.rename')}
          </summary>
          <RenameForm kind={kind} entry={entry} limits={limits} failed={renameFailed} />
        </details>
        <Form method="post" className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={entry.id} />
          <button
            type="submit"
            disabled={entry.uses > 0 || removing}
            aria-label={t('lookups.removeLabel', values)}
            aria-describedby={entry.uses > 0 ? `${id}-in-use` : undefined}
            className={buttonVariants({ variant: 'outlineDanger', size: 'sm' })}
          >
            <Trash2 aria-hidden className="size-4" />
            {t('lookups.remove')}
          </button>
          {entry.uses > 0 && (
            <span id={`${id}-in-use`} className="text-sm text-neutral-700 dark:text-neutral-300">
              {t(texts.inUseNote)}
            </span>
          )}
        </Form>
        {entry.uses > 0 && others.length > 0 && <MergeForm kind={kind} entry={entry} others={others} failed={mergeFailed} />}
      </div>
    </article>
  )
}

/**
 * 'Merge into…': every row that uses the entry then uses the one chosen, and the entry goes (no
 * reason asked; the toast says what happened). The select and the button name the entry merged.
 */
function MergeForm({
  kind,
  entry,
  others,
  failed,
}: {
  kind: AdminLookupKind
  entry: LookupEntryView
  others: Pick<LookupEntryView, 'id' | 'name'>[]
  failed: LookupActionData | null
}) {
  const { t } = useTranslation('admin')
  const { fields, formProps } = useValidatedForm({
    id: `${kind}-merge-${entry.id}`,
    schema: LOOKUP_SCHEMAS.merge,
    lastResult: failed?.result,
    shouldValidate: 'onSubmit',
  })
  const merging = useBusy('merge', entry.id)
  const values = { name: entry.name }
  return (
    <Form method="post" {...formProps} className="w-full border-t border-neutral-200 pt-3 dark:border-neutral-800">
      <input type="hidden" name="intent" value="merge" />
      <input type="hidden" name="id" value={entry.id} />
      <FormField
        field={fields.into}
        label={t('lookups.mergeInto', values)}
        hint={t(LOOKUP_USE_TEXTS[ADMIN_LOOKUP_KINDS[kind].usedBy].mergeHint)}
      >
        <div className="flex flex-wrap items-center gap-2">
          <select
            {...getSelectProps(fields.into, { ariaDescribedBy: fields.into.descriptionId })}
            defaultValue={fields.into.initialValue ?? ''}
            className={cn(INPUT_CLASS, 'w-auto max-w-full min-w-48')}
          >
            <option value="">{t('lookups.mergeChoose')}</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </select>
          <button
            type="submit"
            disabled={merging}
            aria-label={t('lookups.mergeLabel', values)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Merge aria-hidden className="size-4" />
            {t('lookups.merge')}
          </button>
        </div>
      </FormField>
    </Form>
  )
}

function RenameForm({
  kind,
  entry,
  limits,
  failed,
}: {
  kind: AdminLookupKind
  entry: LookupEntryView
  limits: { nameMax: number; descriptionMax: number }
  failed: LookupActionData | null
}) {
  const { t } = useTranslation('admin')
  // a new form after each navigation: a saved name shows as the form's new starting value
  const location = useLocation()
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: `${kind}-rename-${entry.id}-${location.key}`,
    schema: LOOKUP_SCHEMAS.rename,
    lastResult: failed?.result,
    defaultValue: { name: entry.name, description: entry.description ?? '' },
    shouldValidate: 'onSubmit',
  })
  const saving = useBusy('rename', entry.id)
  return (
    <Form method="post" {...formProps} className="mt-3 w-full max-w-xl space-y-3 sm:min-w-96">
      <FormErrorSummary form={form} fields={[fields.name, fields.description]} attempt={attempt} title={t('lookups.errors.title')} />
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="id" value={entry.id} />
      <FormField
        field={fields.name}
        label={t('lookups.name')}
        hint={`${t('lookups.slugKept', { slug: entry.slug })}${entry.shownAs !== null ? ` ${t('lookups.translatedHint')}` : ''}`}
      >
        <input
          {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: fields.name.descriptionId })}
          autoComplete="off"
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField
        field={fields.description}
        label={t('lookups.description')}
        hint={t('lookups.descriptionHint', { max: limits.descriptionMax })}
      >
        <textarea
          {...getTextareaProps(fields.description, { ariaDescribedBy: fields.description.descriptionId })}
          rows={2}
          className={INPUT_CLASS}
        />
      </FormField>
      <button type="submit" disabled={saving} className={buttonVariants({ size: 'sm' })}>
        {t('lookups.save')}
      </button>
    </Form>
  )
}
