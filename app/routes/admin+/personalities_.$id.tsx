import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ChevronLeft, ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { personalityForEditing, personalityFormChoices } from '~/models/personalities/admin.server'
import { LINK } from './__lookups/parts'
import { handlePersonalityForm, PRIVATE } from './__personalities/editor.server'
import { PersonalityForm } from './__personalities/personality-form'

/** /admin/personalities/{id} (moderators and admins): edit a personality, its tags and portrait. */
export const handle = { i18n: ['admin', 'personalities'] }

const parseId = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null)
const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const id = parseId(params.id)
  if (id == null) throw notFound()
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const [person, choices, i18n] = await Promise.all([
    personalityForEditing(db, id),
    personalityFormChoices(db, language),
    serverI18n(language),
  ])
  if (!person) throw notFound()
  const text = (value: string | number | null) => (value == null ? '' : String(value))
  return data(
    {
      id: person.id,
      name: person.name,
      portraitUrl: person.imageUrl,
      choices,
      defaultValue: {
        name: person.name,
        pronouns: text(person.pronouns),
        profession: text(person.profession),
        category: text(person.category),
        countryId: text(person.countryId),
        birthYear: text(person.birthYear),
        deathYear: text(person.deathYear),
        bio: text(person.bio),
        wikipediaUrl: text(person.wikipediaUrl),
        tagIds: person.tagIds.map(String),
        featured: person.featured ? ('on' as const) : ('' as const),
      },
      title: `${i18n.t('admin:personalities.editTitle', { name: person.name })} — ${APP_NAME}`,
    },
    { headers: PRIVATE },
  )
}

export async function action(args: ActionFunctionArgs) {
  const id = parseId(args.params.id)
  if (id == null) {
    // the role first, as for any other address: a member learns nothing from it
    await requireRole(args.request, args.context, 'moderator')
    throw notFound()
  }
  return handlePersonalityForm(args, id)
}

export const headers = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function EditPersonality() {
  const { id, name, portraitUrl, choices, defaultValue } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('admin')
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link to="/admin/personalities" className={`${LINK} inline-flex items-center gap-1 text-sm`}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('personalities.backToList')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('personalities.editTitle', { name })}</h1>
      <p className="mt-2 mb-6">
        <Link to={`/personalities/${id}`} className={`${LINK} inline-flex items-center gap-1`}>
          {t('personalities.viewPage')}
          <ExternalLink aria-hidden className="size-4" />
        </Link>
      </p>
      {/* a new key per saved state: the form starts again from what is stored */}
      <PersonalityForm
        key={JSON.stringify(defaultValue)}
        lastResult={actionData?.result}
        defaultValue={defaultValue}
        choices={choices}
        portraitUrl={portraitUrl}
        submitLabel={t('personalities.save')}
      />
    </div>
  )
}
