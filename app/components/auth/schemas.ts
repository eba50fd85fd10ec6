import { AUTH_FORM_CONSTRAINTS } from './form-constraints.generated'

/**
 * The account forms' schemas (~/models/accounts/schema, shared with the /auth action) as the
 * browser loads them: with zod, once the page is idle or a field is focused, not with the page
 * (useLazyValidatedForm). Their constraints are generated from the schemas:
 * `npm run forms:constraints` after changing one (`npm run typecheck` checks them).
 */
const accountSchemas = () => import('~/models/accounts/schema')

export const AUTH_FORM_SCHEMAS = {
  signIn: { constraint: AUTH_FORM_CONSTRAINTS.signIn, load: () => accountSchemas().then((m) => m.SignInSchema) },
  signUp: { constraint: AUTH_FORM_CONSTRAINTS.signUp, load: () => accountSchemas().then((m) => m.SignUpSchema) },
  forgot: { constraint: AUTH_FORM_CONSTRAINTS.forgot, load: () => accountSchemas().then((m) => m.ForgotSchema) },
  reset: { constraint: AUTH_FORM_CONSTRAINTS.reset, load: () => accountSchemas().then((m) => m.ResetSchema) },
  verifyPhone: { constraint: AUTH_FORM_CONSTRAINTS.verifyPhone, load: () => accountSchemas().then((m) => m.VerifyPhoneSchema) },
}
