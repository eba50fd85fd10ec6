import { ProfileSchema, updateProfile } from '~/models/members/profile.server'
import { getCityChoice, resolveCityText } from '~/models/places/city-search.server'

import { ok, refuse, text, texts, zodErrors, type IntentHandler } from './context.server'

/** The profile section: name, pronouns, bio, interests, looking for, mode, city. */
export const profileIntents: Record<string, IntentHandler> = {
  async profile(ctx) {
    const raw = {
      displayName: text(ctx.form, 'displayName'),
      pronouns: text(ctx.form, 'pronouns'),
      bio: text(ctx.form, 'bio'),
      interests: texts(ctx.form, 'interests'),
      lookingFor: texts(ctx.form, 'lookingFor'),
      userMode: text(ctx.form, 'userMode'),
      cityId: text(ctx.form, 'cityId'),
      cityQuery: text(ctx.form, 'cityQuery'),
      showCity: text(ctx.form, 'showCity'),
    }
    const echo = { ...raw, showCity: raw.showCity === 'on' }
    const parsed = ProfileSchema.safeParse(raw)
    if (!parsed.success) {
      const errors = zodErrors(ctx, parsed.error)
      if (errors.cityId || errors.cityQuery) errors.city = errors.cityId ?? errors.cityQuery
      return refuse(ctx, errors, undefined, 400, echo)
    }
    const input = parsed.data
    // a city of the directory, by id; without JavaScript the typed name is looked up instead,
    // like the places search finds it
    const language = ctx.language
    let cityId: number | null = null
    const label = text(ctx.form, 'cityLabel').trim()
    if (input.cityId !== null && (input.cityQuery === '' || input.cityQuery === label)) {
      const city = await getCityChoice(ctx.db, input.cityId, language)
      if (!city) return refuse(ctx, { city: ctx.t('settings:errors.cityNotFound') }, undefined, 400, echo)
      cityId = city.id
    } else if (input.cityQuery) {
      const city = await resolveCityText(ctx.db, input.cityQuery, language)
      if (!city) return refuse(ctx, { city: ctx.t('settings:errors.cityNotFound') }, undefined, 400, echo)
      cityId = city.id
    }
    await updateProfile(ctx.db, ctx.user.id, { ...input, cityId })
    return ok('profile', 'profileSaved')
  },
}
