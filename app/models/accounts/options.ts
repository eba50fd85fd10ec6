/**
 * The account forms' fixed choices, apart from their zod schemas (./schema): the sign-up form
 * reads them with the page, the schema only when it is loaded.
 */

/** How a member signs in: with an email address or a phone number. */
export const SIGN_IN_METHODS = ['email', 'phone'] as const
export type SignInMethod = (typeof SIGN_IN_METHODS)[number]

/** The fields of the sign-up's first step: a refusal naming one of them goes back there. */
export const SIGN_UP_ACCOUNT_FIELDS = ['email', 'phone', 'password', 'confirmPassword', 'acceptTerms', 'acceptPrivacy'] as const
