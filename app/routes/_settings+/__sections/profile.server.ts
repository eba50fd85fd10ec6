import { parseWithZod } from '@conform-to/zod/v3'
import { updateProfile } from '~/models/members/profile.server'
import { ProfileSchema } from '~/models/members/schema'
import { getCityChoice, resolveCityText } from '~/models/places/city-search.server'

import { error, ok, refuse, type IntentHandler } from './context.server'

/** The profile section: name, pronouns, bio, interests, looking for, mode, city. */
export const profileIntents: Record<string, IntentHandler> = {
  async profile(ctx) {
    const submission = parseWithZod(ctx.form, { schema: ProfileSchema })
    if (submission.status !== 'success') return refuse(ctx, submission.reply())
    const { cityId: chosenId, cityLabel, cityQuery, ...input } = submission.value
    // a city of the directory, by id; without JavaScript (or typed without choosing) the typed
    // name is looked up instead, like the places search finds it
    let cityId: number | null = null
    if (chosenId !== undefined && (cityQuery === '' || cityQuery === cityLabel.trim())) {
      const city = await getCityChoice(ctx.db, chosenId, ctx.language)
      if (!city) return refuse(ctx, submission.reply({ fieldErrors: { cityQuery: [error('cityNotFound')] } }))
      cityId = city.id
    } else if (cityQuery) {
      const city = await resolveCityText(ctx.db, cityQuery, ctx.language)
      if (!city) return refuse(ctx, submission.reply({ fieldErrors: { cityQuery: [error('cityNotFound')] } }))
      cityId = city.id
    }
    await updateProfile(ctx.db, ctx.user.id, { ...input, cityId })
    return ok('profile', 'profileSaved')
  },
}
