import { z } from 'zod'
import { isLanguage } from '~/i18n/config'

/** The newsletter sign-up (footer form and POST /api/newsletter), for the browser and the API alike. */
export const NewsletterSchema = z.object({
  email: z.string({ message: 'errors:invalidEmail' }).trim().email('errors:invalidEmail').max(254, 'errors:invalidEmail'),
  locale: z
    .string()
    .optional()
    .transform((v) => (isLanguage(v) ? v : 'en')),
})
