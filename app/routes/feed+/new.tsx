import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData } from '@remix-run/react'
import { PenLine } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { buttonVariants } from '~/components/ui/button'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { cn } from '~/utils/cn'
import { handleNewPost } from './__feed/new-post.server'
import { PostFields, usePostForm } from './__feed/post-form'

/**
 * /feed/new: the post form as a page (members only). It is where the post dialog sends too;
 * without JavaScript 'Create post' opens this page.
 */
export const handle = { i18n: ['feed'] }

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context)
  const i18n = await serverI18n(await getLanguage(request))
  const url = new URL(request.url)
  return data(
    {
      meta: { title: i18n.t('feed:form.title'), description: i18n.t('feed:form.lead'), canonical: `${url.origin}/feed/new`, noindex: true },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const meta = pageMeta

export const action = ({ request, context }: ActionFunctionArgs) => handleNewPost(request, context)

export default function NewPostPage() {
  const answer = useActionData<typeof action>()
  const { t } = useTranslation('feed')
  const { form, fields, formProps, attempt } = usePostForm('post-page', answer?.result)
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <Link to="/feed" className={cn(LINK, 'text-sm')}>
        {t('post.back')}
      </Link>
      <h1 className="mt-4 flex items-center gap-3 text-4xl font-extrabold tracking-tight text-neutral-950 dark:text-white">
        <PenLine aria-hidden className="size-9 shrink-0 text-brand-700 dark:text-violet-300" />
        {t('form.title')}
      </h1>
      <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('form.lead')}</p>
      <div className={cn(PANEL, 'mt-8 p-5 sm:p-8')}>
        <Form method="post" encType="multipart/form-data" {...formProps}>
          <PostFields
            form={form}
            fields={fields}
            attempt={attempt}
            submit={
              <button type="submit" className={cn(buttonVariants({ variant: 'default' }), 'justify-self-start')}>
                {t('form.submit')}
              </button>
            }
          />
        </Form>
      </div>
    </div>
  )
}
