import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormField } from '~/components/ui/form'
import { directionOf, LANGUAGES } from '~/i18n/config'

/**
 * A place's name in each interface language (`names.en` … `names.ar`), each field labelled with
 * the language's own name in the reader's language and typed in that language's direction.
 */
export function NamesFields({
  names,
  legend,
  hint,
  englishRequired,
}: {
  names: FieldMetadata<Record<string, string | undefined> | undefined, Record<string, unknown>, string[]>
  legend: string
  hint: string
  englishRequired: boolean
}) {
  const { t, i18n } = useTranslation('admin')
  const display = new Intl.DisplayNames([i18n.language], { type: 'language' })
  const fieldset = names.getFieldset()
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-neutral-900 dark:text-white">{legend}</legend>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{hint}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {LANGUAGES.map((language) => {
          const field = fieldset[language]!
          const label = display.of(language) ?? language
          return (
            <FormField
              key={language}
              field={field}
              label={language === 'en' && englishRequired ? t('places.fields.requiredName', { language: label }) : label}
            >
              <input
                {...getInputProps(field, { type: 'text' })}
                lang={language}
                dir={directionOf(language)}
                autoComplete="off"
                className={INPUT_CLASS}
              />
            </FormField>
          )
        })}
      </div>
    </fieldset>
  )
}
