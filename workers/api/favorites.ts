import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { getDb } from '~/db/client'
import { getLanguage } from '../from-build'
import {
  addFavorite,
  FAVORITE_TARGET_TYPES,
  isFavorite,
  listFavorites,
  normalizeTargetId,
  removeFavorite,
  type FavoriteChange,
} from '~/models/favorites/favorites.server'
import { requireMember, type ApiVariables } from './auth-guard'
import { jsonError } from './errors'
import { parseBody } from './validate'

/**
 * The member's favorites for apps (mounted at /api/favorites). Cookie session (same-origin for
 * writes) or bearer access token; every answer concerns the caller only.
 *
 *   GET    /api/favorites?type=venue&page=1   a page of favorites with their cards (+ counts per type)
 *   GET    /api/favorites/:type/:id           { favorited }
 *   POST   /api/favorites {type, id}          save (201 when new, 200 when it was saved already)
 *   DELETE /api/favorites {type, id}          remove (also ?type=&id=); 200 even when it was not saved
 *
 * A target that does not exist or that the caller may not see answers 404 alike.
 */
export const favoritesApi = new Hono<{ Bindings: Env; Variables: ApiVariables }>()

favoritesApi.use('*', async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', 'private, no-store')
})
favoritesApi.use('*', requireMember)

const TargetSchema = z.object({
  type: z.enum(FAVORITE_TARGET_TYPES, { message: 'invalidInput' }),
  id: z
    .union([z.string(), z.number()], { message: 'invalidInput' })
    .transform(String)
    .pipe(z.string().trim().min(1, 'invalidInput').max(64, 'invalidInput')),
})

const ListQuery = z.object({
  type: z.enum(FAVORITE_TARGET_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
})

async function answer(c: Context<{ Bindings: Env; Variables: ApiVariables }>, change: FavoriteChange, created = false) {
  if (!change.ok) return jsonError(c, 404, 'notFound')
  return c.json(
    { type: change.type, id: change.id, favorited: change.favorited, changed: change.changed },
    created && change.changed ? 201 : 200,
  )
}

favoritesApi.get('/', async (c) => {
  const parsed = ListQuery.safeParse(c.req.query())
  if (!parsed.success) return jsonError(c, 422, 'invalidInput')
  const result = await listFavorites(getDb(c.env.DB), c.var.member.userId, {
    type: parsed.data.type ?? null,
    page: parsed.data.page,
    pageSize: parsed.data.pageSize,
    language: await getLanguage(c.req.raw),
  })
  return c.json(result)
})

favoritesApi.get('/:type/:id', async (c) => {
  const parsed = TargetSchema.safeParse({ type: c.req.param('type'), id: c.req.param('id') })
  if (!parsed.success) return jsonError(c, 422, 'invalidInput')
  const { type, id } = parsed.data
  const normalized = normalizeTargetId(type, id)
  const favorited = normalized ? await isFavorite(getDb(c.env.DB), c.var.member.userId, type, normalized) : false
  return c.json({ type, id: normalized ?? id, favorited })
})

favoritesApi.post('/', async (c) => {
  const body = await parseBody(c, TargetSchema)
  if (body.error) return body.error
  const { type, id } = body.data
  const language = await getLanguage(c.req.raw)
  return answer(c, await addFavorite(getDb(c.env.DB), c.var.member.userId, type, id, language), true)
})

favoritesApi.delete('/', async (c) => {
  let target: z.infer<typeof TargetSchema>
  if (c.req.query('type') !== undefined || c.req.query('id') !== undefined) {
    const parsed = TargetSchema.safeParse({ type: c.req.query('type'), id: c.req.query('id') })
    if (!parsed.success) return jsonError(c, 422, 'invalidInput')
    target = parsed.data
  } else {
    const body = await parseBody(c, TargetSchema)
    if (body.error) return body.error
    target = body.data
  }
  return answer(c, await removeFavorite(getDb(c.env.DB), c.var.member.userId, target.type, target.id))
})

favoritesApi.delete('/:type/:id', async (c) => {
  const parsed = TargetSchema.safeParse({ type: c.req.param('type'), id: c.req.param('id') })
  if (!parsed.success) return jsonError(c, 422, 'invalidInput')
  return answer(c, await removeFavorite(getDb(c.env.DB), c.var.member.userId, parsed.data.type, parsed.data.id))
})
