import {
  addProfilePhoto,
  AvatarConfigSchema,
  moveProfilePhoto,
  removeAvatarImage,
  removeProfilePhoto,
  setAvatarConfig,
  setAvatarImage,
} from '~/models/members/profile.server'
import { PROFILE_LIMITS } from '~/models/members/settings-options'

import { ok, readImage, refuse, text, zodErrors, type IntentHandler } from './context.server'

/** The photos section: avatar (an upload or a built one), profile photos. */
export const photosIntents: Record<string, IntentHandler> = {
  async avatarUpload(ctx) {
    const image = await readImage(ctx, 'avatar')
    if (!image.stripped) return image.refused!
    await setAvatarImage(ctx.db, ctx.env.MEDIA, ctx.user.id, image.stripped)
    return ok('photos', 'avatarSaved')
  },

  async avatarConfig(ctx) {
    const parsed = AvatarConfigSchema.safeParse({
      color: text(ctx.form, 'color'),
      shape: text(ctx.form, 'shape'),
      kind: text(ctx.form, 'kind'),
      initials: text(ctx.form, 'initials'),
      emoji: text(ctx.form, 'emoji'),
    })
    if (!parsed.success) return refuse(ctx, zodErrors(ctx, parsed.error))
    await setAvatarConfig(ctx.db, ctx.env.MEDIA, ctx.user.id, parsed.data)
    return ok('photos', 'avatarSaved')
  },

  async avatarRemove(ctx) {
    await removeAvatarImage(ctx.db, ctx.env.MEDIA, ctx.user.id)
    return ok('photos', 'avatarRemoved')
  },

  async photoAdd(ctx) {
    const image = await readImage(ctx, 'photo')
    if (!image.stripped) return image.refused!
    const added = await addProfilePhoto(ctx.db, ctx.env.MEDIA, ctx.user.id, image.stripped)
    if (!added.ok) return refuse(ctx, { photo: ctx.t('settings:errors.photoLimit', { max: PROFILE_LIMITS.photosMax }) })
    return ok('photos', 'photoAdded')
  },

  async photoRemove(ctx) {
    const removed = await removeProfilePhoto(ctx.db, ctx.env.MEDIA, ctx.user.id, text(ctx.form, 'photoId').slice(0, 64))
    if (!removed) return refuse(ctx, {}, ctx.t('settings:errors.photoNotFound'), 404)
    return ok('photos', 'photoRemoved')
  },

  async photoMove(ctx) {
    const direction = text(ctx.form, 'direction')
    if (direction !== 'up' && direction !== 'down') return refuse(ctx, {}, ctx.t('settings:errors.invalidForm'))
    const moved = await moveProfilePhoto(ctx.db, ctx.user.id, text(ctx.form, 'photoId').slice(0, 64), direction)
    if (!moved) return refuse(ctx, {}, ctx.t('settings:errors.photoNotFound'), 404)
    return ok('photos', 'photoMoved')
  },
}
