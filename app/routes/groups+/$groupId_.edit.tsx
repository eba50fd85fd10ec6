import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { buttonVariants } from '~/components/ui/button'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { crewForEditing } from '~/models/crews/create.server'
import { getCrewPage } from '~/models/crews/crew-page.server'
import { CrewIdSchema } from '~/models/crews/schema'
import { viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { CrewFields, useCrewForm } from './__create/crew-form'
import { handleEditCrew } from './__create/new-crew.server'

/**
 * /groups/{groupId}/edit: its leaders (owner and admins) change the crew — the creation form's
 * fields, started from the crew as it is. A crew the member may not see is a 404, one they do not
 * lead a 403; the model checks again on saving. Members only, never cached, not indexed.
 */
export const handle = { i18n: ['crews'] }

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

async function leaderOnly(request: Request, context: LoaderFunctionArgs['context'], groupIdParam: string | undefined) {
  const user = await requireUser(request, context)
  const id = CrewIdSchema.safeParse(groupIdParam)
  if (!id.success) throw notFound()
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const page = await getCrewPage(db, viewerOf(user), id.data, language)
  if (!page || !page.full) throw notFound()
  if (!page.me.leader) throw new Response(null, { status: 403, statusText: 'Forbidden' })
  return { db, language, groupId: id.data }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db, language, groupId } = await leaderOnly(request, context, params.groupId)
  const [crew, i18n] = await Promise.all([crewForEditing(db, groupId, language), serverI18n(language)])
  if (!crew) throw notFound()
  const url = new URL(request.url)
  return data(
    {
      groupId,
      crew,
      meta: {
        title: i18n.t('crews:create.editTitle', { name: crew.name }),
        description: i18n.t('crews:create.editLead'),
        canonical: `${url.origin}/groups/${groupId}/edit`,
        noindex: true,
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const meta = pageMeta

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { groupId } = await leaderOnly(request, context, params.groupId)
  return handleEditCrew(request, context, groupId)
}

export default function EditCrewPage() {
  const { groupId, crew } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { t } = useTranslation('crews')
  const { form, fields, formProps, attempt } = useCrewForm('crew-edit', answer?.result, {
    name: crew.name,
    description: crew.description,
    category: crew.category,
    visibility: crew.visibility,
    listed: crew.listed ? 'on' : undefined,
    cityId: crew.city ? String(crew.city.id) : undefined,
    cityQuery: crew.city?.label,
    cityLabel: crew.city?.label,
    rules: crew.rules,
  })
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <Link to={`/groups/${groupId}`} className={cn(LINK, 'text-sm')}>
        {t('create.backToCrew', { name: crew.name })}
      </Link>
      <h1 className="mt-4 flex items-center gap-3 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 dark:text-white">
        <Pencil aria-hidden className="size-9 shrink-0 text-brand-700 dark:text-violet-300" />
        {t('create.editTitle', { name: crew.name })}
      </h1>
      <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('create.editLead')}</p>
      <div className={cn(PANEL, 'mt-8 p-5 sm:p-8')}>
        <Form method="post" encType="multipart/form-data" {...formProps}>
          <CrewFields
            form={form}
            fields={fields}
            attempt={attempt}
            city={crew.city}
            currentCover={crew.imageUrl}
            submit={
              <button type="submit" className={cn(buttonVariants({ variant: 'default' }), 'justify-self-start')}>
                {t('create.save')}
              </button>
            }
          />
        </Form>
      </div>
    </div>
  )
}
