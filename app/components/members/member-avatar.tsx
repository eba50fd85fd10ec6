import { initialsOf } from '~/components/shell/avatar'
import { AVATAR_COLORS, SHAPE_CLASS, type AvatarConfigValue } from '~/models/members/settings-options'
import { cn } from '~/utils/cn'

/** The member's avatar as others see it: the uploaded picture, else the built one, else initials. */
export function AvatarPreview({
  url,
  config,
  name,
  size = 96,
}: {
  url: string | null
  config: AvatarConfigValue | null
  name: string
  size?: number
}) {
  const shape = config ? SHAPE_CLASS[config.shape] : 'rounded-full'
  if (url)
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        style={{ width: size, height: size }}
        className={cn('shrink-0 object-cover shadow-sm', shape)}
      />
    )
  const colors = config ? AVATAR_COLORS[config.color] : { bg: '#5b21b6', fg: '#ffffff' }
  const text = config?.text ?? initialsOf(name)
  return (
    <span
      aria-hidden
      style={{
        width: size,
        height: size,
        background: colors.bg,
        color: colors.fg,
        fontSize: config?.kind === 'emoji' ? size * 0.5 : size * 0.36,
      }}
      className={cn('grid shrink-0 place-items-center font-semibold shadow-sm select-none', shape)}
    >
      {text}
    </span>
  )
}
