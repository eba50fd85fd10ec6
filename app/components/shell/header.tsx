import type { ShellUser } from '~/models/users.server'
export function Header(_props: { user: ShellUser | null }) {
  return null
}
