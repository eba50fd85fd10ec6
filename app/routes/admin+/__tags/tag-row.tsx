import { getInputProps, getTextareaProps } from '@conform-to/react'
import { Form, Link, useLocation } from '@remix-run/react'
import { Combine, NotebookPen, PencilLine } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormField } from '~/components/ui/form'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { TAG_SCHEMAS, tagPath } from '~/models/tags/schema'
import type { AdminTagRow } from '~/models/tags/tags.server'
import { cn } from '~/utils/cn'
import { type AdminActionData, LINK, useBusy } from '../__admin/parts'
import { FormAlert } from '../__admin/form-alert'

/** The id of the page's one list of categories (a <datalist> the describe forms share). */
export const CATEGORY_LIST_ID = 'admin-tag-categories'

const SUMMARY = cn('cursor-pointer rounded-sm text-sm font-semibold text-brand-700 dark:text-violet-300', FOCUS)
const DETAILS = 'rounded-xl border border-neutral-200 px-3 py-1.5 dark:border-neutral-800'

export function TagRow({
  tag,
  limits,
  failed,
}: {
  tag: AdminTagRow
  limits: { nameMax: number; descriptionMax: number; categoryMax: number }
  failed: AdminActionData | null
}) {
  const { t, i18n } = useTranslation('admin')
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const id = `admin-tag-${tag.id}`
  const number = new Intl.NumberFormat(i18n.language)
  const rename = useValidatedForm({
    id: `${id}-rename`,
    schema: TAG_SCHEMAS.rename,
    lastResult: failed?.intent === 'rename' ? failed.result : undefined,
    defaultValue: { name: tag.name },
    shouldValidate: 'onSubmit',
  })
  const describe = useValidatedForm({
    id: `${id}-describe`,
    schema: TAG_SCHEMAS.describe,
    lastResult: failed?.intent === 'describe' ? failed.result : undefined,
    defaultValue: { description: tag.description ?? '', category: tag.category ?? '' },
    shouldValidate: 'onSubmit',
  })
  const merge = useValidatedForm({
    id: `${id}-merge`,
    schema: TAG_SCHEMAS.merge,
    lastResult: failed?.intent === 'merge' ? failed.result : undefined,
    shouldValidate: 'onSubmit',
  })
  const renaming = useBusy('rename', tag.id)
  const describing = useBusy('describe', tag.id)
  const merging = useBusy('merge', tag.id)
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={tag.id} />
      <input type="hidden" name="redirectTo" value={here} />
    </>
  )
  const nameLabel = <bdi>{tag.name}</bdi>

  return (
    <article aria-labelledby={`${id}-name`} className={cn(PANEL, 'p-5')}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="text-lg font-bold text-neutral-950 dark:text-white">
            <bdi>{tag.name}</bdi>
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-neutral-700 dark:text-neutral-300">
            <span>
              {t('tags.slug')} <code className="rounded bg-neutral-100 px-1 dark:bg-neutral-800">{tag.slug}</code>
            </span>
            <span>{tag.category ? t('tags.categoryIs', { category: tag.category }) : t('tags.noCategory')}</span>
          </p>
        </div>
        <p className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
          {t('tags.uses', {
            formatted: number.format(tag.usageCount),
            resources: number.format(tag.resources),
            personalities: number.format(tag.personalities),
          })}
        </p>
      </header>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
        {tag.description ? <bdi>{tag.description}</bdi> : t('tags.noDescription')}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to={tagPath(tag.name)} className={LINK}>
          {t('tags.resourcesLink')}
          <span className="sr-only">: {tag.name}</span>
        </Link>
        <Link to={`/personalities?tag=${encodeURIComponent(tag.slug)}`} className={LINK}>
          {t('tags.personalitiesLink')}
          <span className="sr-only">: {tag.name}</span>
        </Link>
      </p>

      <FormAlert result={failed?.result} />

      <div className="mt-4 flex flex-wrap items-start gap-3 border-t border-neutral-200 pt-4 dark:border-neutral-800">
        <details open={failed?.intent === 'rename'} className={DETAILS}>
          <summary className={SUMMARY}>
            <span className="inline-flex items-center gap-2">
              <PencilLine aria-hidden className="size-4" />
              {t('tags.actions.rename')}
              <span className="sr-only"> {nameLabel}</span>
            </span>
          </summary>
          <Form method="post" {...rename.formProps} className="mt-3 mb-2 w-full space-y-3 sm:w-80">
            {hidden('rename')}
            <FormField
              field={rename.fields.name}
              label={<span className="text-sm">{t('tags.fields.name')}</span>}
              hint={t('tags.fields.nameHint', { max: limits.nameMax })}
            >
              <input
                {...getInputProps(rename.fields.name, { type: 'text', ariaDescribedBy: rename.fields.name.descriptionId })}
                autoComplete="off"
                className={INPUT_CLASS}
              />
            </FormField>
            <button type="submit" disabled={renaming} className={buttonVariants({ size: 'sm' })}>
              {t('tags.actions.renameSubmit')}
            </button>
          </Form>
        </details>

        <details open={failed?.intent === 'describe'} className={DETAILS}>
          <summary className={SUMMARY}>
            <span className="inline-flex items-center gap-2">
              <NotebookPen aria-hidden className="size-4" />
              {t('tags.actions.describe')}
              <span className="sr-only"> {nameLabel}</span>
            </span>
          </summary>
          <Form method="post" {...describe.formProps} className="mt-3 mb-2 w-full space-y-3 sm:w-96">
            {hidden('describe')}
            <FormField
              field={describe.fields.description}
              label={<span className="text-sm">{t('tags.fields.description')}</span>}
              hint={t('tags.fields.descriptionHint', { max: limits.descriptionMax })}
            >
              <textarea
                {...getTextareaProps(describe.fields.description, { ariaDescribedBy: describe.fields.description.descriptionId })}
                rows={3}
                className={INPUT_CLASS}
              />
            </FormField>
            <FormField
              field={describe.fields.category}
              label={<span className="text-sm">{t('tags.fields.category')}</span>}
              hint={t('tags.fields.categoryHint', { max: limits.categoryMax })}
            >
              <input
                {...getInputProps(describe.fields.category, { type: 'text', ariaDescribedBy: describe.fields.category.descriptionId })}
                list={CATEGORY_LIST_ID}
                autoComplete="off"
                spellCheck={false}
                className={INPUT_CLASS}
              />
            </FormField>
            <button type="submit" disabled={describing} className={buttonVariants({ size: 'sm' })}>
              {t('tags.actions.describeSubmit')}
            </button>
          </Form>
        </details>

        <details open={failed?.intent === 'merge'} className={DETAILS}>
          <summary className={SUMMARY}>
            <span className="inline-flex items-center gap-2">
              <Combine aria-hidden className="size-4" />
              {t('tags.actions.merge')}
              <span className="sr-only"> {nameLabel}</span>
            </span>
          </summary>
          <Form method="post" {...merge.formProps} className="mt-3 mb-2 w-full space-y-3 sm:w-96">
            {hidden('merge')}
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('tags.actions.mergeBody', { name: tag.name })}</p>
            <FormField
              field={merge.fields.into}
              label={<span className="text-sm">{t('tags.fields.into')}</span>}
              hint={t('tags.fields.intoHint')}
            >
              <input
                {...getInputProps(merge.fields.into, { type: 'text', ariaDescribedBy: merge.fields.into.descriptionId })}
                autoComplete="off"
                className={INPUT_CLASS}
              />
            </FormField>
            <button type="submit" disabled={merging} className={buttonVariants({ variant: 'destructive', size: 'sm' })}>
              {t('tags.actions.mergeSubmit')}
            </button>
          </Form>
        </details>
      </div>
    </article>
  )
}
