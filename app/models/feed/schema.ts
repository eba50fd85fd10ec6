/**
 * The feed's forms, one zod schema each, shared by the browser (Conform) and the server (the
 * actions and /api/feed). Messages are i18n keys with their values (app/utils/messages.ts).
 */
import { z } from 'zod'
import { message } from '~/utils/messages'
import { FEED_LIMITS } from './limits'

/** What a member chooses for a post ('group' posts belong to crew pages, not built yet). */
export const POST_VISIBILITY_CHOICES = ['public', 'members', 'friends'] as const
export type PostVisibilityChoice = (typeof POST_VISIBILITY_CHOICES)[number]

const oneLine = (text: string) => text.replace(/\s+/g, ' ')
const paragraphs = (text: string) => text.replace(/\r\n?/g, '\n')

/** One photo slot of the post form: a file and its description, required with a file. */
const PhotoSlot = z.object({
  // Conform reads an empty file input as no file
  file: z.instanceof(File).optional(),
  alt: z
    .string()
    .trim()
    .max(FEED_LIMITS.altMax, message('feed:form.errors.altTooLong', { max: FEED_LIMITS.altMax }))
    .transform(oneLine)
    .optional(),
})

export const PostSchema = z.object({
  content: z
    .string({ required_error: 'feed:form.errors.contentRequired' })
    .trim()
    .min(1, 'feed:form.errors.contentRequired')
    .transform(paragraphs)
    .pipe(z.string().max(FEED_LIMITS.postMax, message('feed:form.errors.contentTooLong', { max: FEED_LIMITS.postMax }))),
  visibility: z.enum(POST_VISIBILITY_CHOICES, { errorMap: () => ({ message: 'feed:form.errors.visibility' }) }),
  contentWarning: z
    .string()
    .trim()
    .max(FEED_LIMITS.contentWarningMax, message('feed:form.errors.warningTooLong', { max: FEED_LIMITS.contentWarningMax }))
    .transform(oneLine)
    .optional(),
  photos: z
    .array(PhotoSlot)
    .max(FEED_LIMITS.photosMax, message('feed:form.errors.tooManyPhotos', { max: FEED_LIMITS.photosMax }))
    .superRefine((slots, ctx) => {
      slots.forEach((slot, index) => {
        if (slot.file && !slot.alt) ctx.addIssue({ code: 'custom', path: [index, 'alt'], message: 'feed:form.errors.altRequired' })
      })
    })
    // only the slots with a file are photos
    .transform((slots) => slots.filter((slot): slot is { file: File; alt: string } => !!slot.file && !!slot.alt))
    .optional(),
})
export type PostInput = z.input<typeof PostSchema>
export type PostValues = z.output<typeof PostSchema>

export const CommentSchema = z.object({
  content: z
    .string({ required_error: 'feed:comments.errors.required' })
    .trim()
    .min(1, 'feed:comments.errors.required')
    .transform(paragraphs)
    .pipe(z.string().max(FEED_LIMITS.commentMax, message('feed:comments.errors.tooLong', { max: FEED_LIMITS.commentMax }))),
})

/** A moderator hides a post or a comment, with the reason its author reads. */
export const HideSchema = z.object({
  reason: z
    .string({ required_error: 'feed:moderation.errors.reasonRequired' })
    .trim()
    .min(3, 'feed:moderation.errors.reasonRequired')
    .max(FEED_LIMITS.reasonMax, message('feed:moderation.errors.reasonTooLong', { max: FEED_LIMITS.reasonMax }))
    .transform(oneLine),
})

export const PostIdSchema = z.string().regex(/^[0-9a-zA-Z-]{1,64}$/)
export const CommentIdSchema = z.object({ commentId: PostIdSchema })
