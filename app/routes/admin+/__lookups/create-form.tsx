import { getInputProps, getTextareaProps } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import { ADMIN_LOOKUP_KINDS, type AdminLookupKind, freeSlug, LOOKUP_SCHEMAS, slugFromName } from '~/models/admin/lookup-schema'
import type { LookupActionData } from './parts'

/** Adds an entry at the end of the list; shows the slug its name will give (the server decides). */
export function CreateForm({
  kind,
  slugs,
  limits,
  failed,
}: {
  kind: AdminLookupKind
  slugs: string[]
  limits: { nameMax: number; descriptionMax: number }
  failed: LookupActionData | null
}) {
  const { t } = useTranslation('admin')
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: `${kind}-create`,
    schema: LOOKUP_SCHEMAS.create,
    lastResult: failed?.result,
    shouldValidate: 'onSubmit',
  })
  const [typed, setTyped] = useState('')
  const slug = typed.trim() ? freeSlug(slugFromName(typed) || ADMIN_LOOKUP_KINDS[kind].slugFallback, new Set(slugs)) : null
  const navigation = useNavigation()
  const busy = navigation.formData?.get('intent') === 'create'
  return (
    <Form method="post" {...formProps} className="space-y-4" aria-labelledby={`${kind}-create-heading`}>
      <h2 id={`${kind}-create-heading`} className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {t(`lookups.kinds.${kind}.add`)}
      </h2>
      <FormErrorSummary form={form} fields={[fields.name, fields.description]} attempt={attempt} title={t('lookups.errors.title')} />
      <input type="hidden" name="intent" value="create" />
      <FormField
        field={fields.name}
        label={t('lookups.name')}
        hint={
          <>
            {slug ? t('lookups.slugPreview', { slug }) : t('lookups.slugHint')} {t('lookups.nameHint', { max: limits.nameMax })}
          </>
        }
      >
        <input
          {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: fields.name.descriptionId })}
          onInput={(event) => setTyped(event.currentTarget.value)}
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
      <button type="submit" disabled={busy} className={buttonVariants()}>
        <Plus aria-hidden className="size-4" />
        {t('lookups.create')}
      </button>
    </Form>
  )
}
