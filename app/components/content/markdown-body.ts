import { cn } from '~/utils/cn'

/** The rendered Markdown's elements (the wiki's pages, a resource's body), styled from here: the HTML comes from the server as a string. */
export const MARKDOWN_BODY = cn(
  'text-base leading-7 text-neutral-700 sm:text-[1.0625rem] sm:leading-8 dark:text-neutral-300',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-neutral-950 dark:[&_h2]:text-white',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-neutral-900 dark:[&_h3]:text-white',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:ps-6 [&_li]:mt-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-violet-300',
  '[&_blockquote]:mt-4 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-600/40 [&_blockquote]:ps-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-neutral-100 [&_code]:px-1 [&_code]:text-[0.9em] dark:[&_code]:bg-neutral-800',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-neutral-100 [&_pre]:p-4 dark:[&_pre]:bg-neutral-800',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-neutral-300 [&_td]:p-2 [&_th]:border [&_th]:border-neutral-300 [&_th]:p-2 [&_th]:text-start dark:[&_td]:border-neutral-700 dark:[&_th]:border-neutral-700',
  '[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_hr]:my-8',
)
