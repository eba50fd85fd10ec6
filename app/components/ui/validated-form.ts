import { getZodConstraint, parseWithZod } from '@conform-to/zod/v3'
import { useMemo } from 'react'
import type { z } from 'zod'
import { useConformForm } from './form'

/**
 * A Conform form validated by `schema` (docs/decisions/007-forms-conform.md), the schema loaded
 * with the page. A form every visitor of a page sees loads it later: useLazyValidatedForm.
 */
export function useValidatedForm<Schema extends z.ZodTypeAny>({
  schema,
  ...options
}: Omit<Parameters<typeof useConformForm>[0], 'constraint' | 'validate'> & { schema: Schema }) {
  const constraint = useMemo(() => getZodConstraint(schema), [schema])
  const validate = useMemo(() => (formData: FormData) => parseWithZod(formData, { schema }), [schema])
  return useConformForm<z.input<Schema>, z.output<Schema>>({ ...options, constraint, validate })
}
