import { z } from 'zod'
import { CONTACT_LIMITS, CONTACT_SUBJECTS } from '~/content/contact'
import { message } from '~/utils/messages'

/** The contact form (/contact), for the browser and the server alike. Messages: `pages:contact.errors.*`. */
const m = (key: string, values?: Record<string, number>) => message(`pages:contact.errors.${key}`, values)

export const ContactSchema = z.object({
  name: z
    .string({ required_error: m('nameRequired'), invalid_type_error: m('nameRequired') })
    .trim()
    .min(1, m('nameRequired'))
    .max(CONTACT_LIMITS.nameMax, m('nameTooLong', { max: CONTACT_LIMITS.nameMax })),
  email: z
    .string({ required_error: m('emailRequired'), invalid_type_error: m('emailRequired') })
    .trim()
    .min(1, m('emailRequired'))
    .max(CONTACT_LIMITS.emailMax, m('emailInvalid'))
    .email(m('emailInvalid')),
  subject: z.enum(CONTACT_SUBJECTS, { errorMap: () => ({ message: m('subjectInvalid') }) }),
  message: z
    .string({
      required_error: m('messageTooShort', { min: CONTACT_LIMITS.messageMin }),
      invalid_type_error: m('messageTooShort', { min: CONTACT_LIMITS.messageMin }),
    })
    .trim()
    .min(CONTACT_LIMITS.messageMin, m('messageTooShort', { min: CONTACT_LIMITS.messageMin }))
    .max(CONTACT_LIMITS.messageMax, m('messageTooLong', { max: CONTACT_LIMITS.messageMax })),
})
export type ContactInput = z.infer<typeof ContactSchema>
