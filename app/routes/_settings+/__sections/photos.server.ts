import { parseWithZod } from '@conform-to/zod/v3'
import {
  addProfilePhoto,
  moveProfilePhoto,
  removeAvatarImage,
  removeProfilePhoto,
  setAvatarConfig,
  setAvatarImage,
} from '~/models/members/profile.server'
import { AvatarConfigSchema } from '~/models/members/schema'
import { PROFILE_LIMITS } from '~/models/members/settings-options'

import { error, ok, problem, readImage, refuse, text, type IntentHandler } from './context.server'

/** The photos section: avatar (an upload or a built one), profile photos. */
export const photosIntents: Record<string, IntentHandler> = {
  async avatarUpload(ctx) {
    const image = await readImage(ctx, 'avatar')
    if (!image.stripped) return image.refused!
    await setAvatarImage(ctx.db, ctx.env.MEDIA, ctx.user.id, image.stripped)
    return ok('photos', 'avatarSaved')
  },

  async avatarConfig(ctx) {
    const submission = parseWithZod(ctx.form, { schema: AvatarConfigSchema })
    if (submission.status !== 'success') return refuse(ctx, submission.reply())
    await setAvatarConfig(ctx.db, ctx.env.MEDIA, ctx.user.id, submission.value)
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
    if (!added.ok) return refuse(ctx, problem(undefined, { photo: error('photoLimit', { max: PROFILE_LIMITS.photosMax }) }))
    return ok('photos', 'photoAdded')
  },

  async photoRemove(ctx) {
    const removed = await removeProfilePhoto(ctx.db, ctx.env.MEDIA, ctx.user.id, text(ctx.form, 'photoId').slice(0, 64))
    if (!removed) return refuse(ctx, problem(error('photoNotFound')), 404)
    return ok('photos', 'photoRemoved')
  },

  async photoMove(ctx) {
    const direction = text(ctx.form, 'direction')
    if (direction !== 'up' && direction !== 'down') return refuse(ctx, problem(error('invalidForm')))
    const moved = await moveProfilePhoto(ctx.db, ctx.user.id, text(ctx.form, 'photoId').slice(0, 64), direction)
    if (!moved) return refuse(ctx, problem(error('photoNotFound')), 404)
    return ok('photos', 'photoMoved')
  },
}
