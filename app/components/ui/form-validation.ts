/**
 * Conform's zod adapter, loaded with a lazy schema (useLazyValidatedForm in ./form): a module
 * of its own so that the forms which load their schema later do not carry it in their page.
 */
export { parseWithZod } from '@conform-to/zod/v3'
