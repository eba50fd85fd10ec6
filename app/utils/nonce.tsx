import { createContext, useContext } from 'react'

/** The per-request CSP nonce, provided by entry.server and read by inline scripts. */
const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

export function useNonce() {
  return useContext(NonceContext)
}
