/**
 * The events' forms, shared by the browser and the server (one zod schema per form).
 */
import { z } from 'zod'
import { message } from '~/utils/messages'
import { MAX_EVENT_DAYS } from './query'

/** 'none': withdraw the answer; 'waitlisted': join the waitlist of a full event. */
export const RSVP_ANSWERS = ['attending', 'interested', 'waitlisted', 'none'] as const
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number]

export const RsvpSchema = z.object({
  answer: z.enum(RSVP_ANSWERS, { errorMap: () => ({ message: 'events:rsvp.errors.invalid' }) }),
})

// ---------------------------------------------------------------- creating and editing

export const EVENT_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 5000,
  locationNameMax: 120,
  addressMax: 200,
  urlMax: 500,
  cityQueryMax: 120,
  /** In the currency's main unit (e.g. 10 000 €). */
  priceMax: 10_000,
  capacityMax: 100_000,
  /** An image's size before its metadata is removed (as venue photos and avatars: 5 MB). */
  imageMaxMb: 5,
} as const

/** How an event repeats (/events/new): never, weekly (every N weeks), monthly on its date or weekday. */
export const REPEAT_KINDS = ['none', 'weekly', 'monthlyDate', 'monthlyWeekday'] as const
export type RepeatKind = (typeof REPEAT_KINDS)[number]
export const RECURRENCE_LIMITS = {
  /** Every 1 to 12 weeks or months. */
  intervalMax: 12,
  /** A series has at most 52 dates… */
  occurrencesMax: 52,
  /** …within a year of its first. */
  horizonDays: 366,
} as const
/** Editing an occurrence of a series: this one only, or this one and every later one. */
export const EDIT_SCOPES = ['one', 'following'] as const
export type EditScope = (typeof EDIT_SCOPES)[number]

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const optionalText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, { message: key })
    .optional()
    .transform((value) => value || undefined)

/** An http(s) address; 'example.org/x' gets 'https://'. */
const webAddress = (key: string) =>
  z
    .string()
    .trim()
    .max(EVENT_LIMITS.urlMax, key)
    .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
    .refine((value) => {
      try {
        const url = new URL(value)
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password
      } catch {
        return false
      }
    }, key)
    .optional()

const DAY_MS = 24 * 60 * 60 * 1000
/** Wall-clock minutes between two local dates and times (a day is 1 440 minutes here). */
const minutesBetween = (date: string, time: string, endDate: string, endTime: string) => {
  const at = (d: string, t: string) => Date.parse(`${d}T${t}:00Z`)
  return (at(endDate, endTime) - at(date, time)) / 60_000
}

/**
 * Create or edit an event (/events/new, /events/{id}/edit). Times are wall-clock times of the
 * place (its venue's or city's zone; an online event names its zone); the server turns them into
 * instants. The place is a directory venue (`venueId`), or a city of the directory (chosen in the
 * combobox or typed) with an optional place name and address; an online event has a link instead.
 */
export const EventFormSchema = z
  .object({
    title: z
      .string({ required_error: 'events:form.errors.titleRequired' })
      .trim()
      .min(EVENT_LIMITS.titleMin, 'events:form.errors.titleRequired')
      .max(EVENT_LIMITS.titleMax, 'events:form.errors.titleTooLong'),
    description: optionalText(EVENT_LIMITS.descriptionMax, 'events:form.errors.descriptionTooLong'),
    type: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'events:form.errors.invalidChoice')
      .optional(),
    date: z.string({ required_error: 'events:form.errors.dateRequired' }).regex(DATE, 'events:form.errors.dateRequired'),
    // each says which time it asks for: the form's summary lists them without their fields
    startTime: z.string({ required_error: 'events:form.errors.startTimeRequired' }).regex(TIME, 'events:form.errors.startTimeRequired'),
    endDate: z.string().regex(DATE, 'events:form.errors.dateRequired').optional(),
    endTime: z.string({ required_error: 'events:form.errors.endTimeRequired' }).regex(TIME, 'events:form.errors.endTimeRequired'),
    mode: z.enum(['inperson', 'online'], { errorMap: () => ({ message: 'events:form.errors.invalidChoice' }) }),
    venueId: z.number().int().positive().optional(),
    cityQuery: z.string().trim().max(EVENT_LIMITS.cityQueryMax, 'events:form.errors.cityNotFound').optional(),
    cityId: z.number({ invalid_type_error: 'events:form.errors.cityNotFound' }).int().positive().optional(),
    cityLabel: z.string().trim().max(300).optional(),
    locationName: optionalText(EVENT_LIMITS.locationNameMax, 'events:form.errors.locationNameTooLong'),
    address: optionalText(EVENT_LIMITS.addressMax, 'events:form.errors.addressTooLong'),
    onlineUrl: webAddress('events:form.errors.urlInvalid'),
    timezone: z.string().trim().max(64).optional(),
    price: z.enum(['free', 'paid'], { errorMap: () => ({ message: 'events:form.errors.invalidChoice' }) }),
    priceAmount: z
      .number({ invalid_type_error: 'events:form.errors.priceInvalid' })
      .min(0, 'events:form.errors.priceInvalid')
      .max(EVENT_LIMITS.priceMax, 'events:form.errors.priceInvalid')
      .optional(),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'events:form.errors.currencyInvalid')
      .optional(),
    ticketUrl: webAddress('events:form.errors.urlInvalid'),
    capacity: z
      .number({ invalid_type_error: 'events:form.errors.capacityInvalid' })
      .int('events:form.errors.capacityInvalid')
      .min(1, 'events:form.errors.capacityInvalid')
      .max(EVENT_LIMITS.capacityMax, 'events:form.errors.capacityInvalid')
      .optional(),
    crew: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'events:form.errors.invalidChoice')
      .optional(),
    amenities: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[a-z0-9][a-z0-9-]{0,59}$/),
      )
      .max(30)
      .default([]),
    services: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[a-z0-9][a-z0-9-]{0,59}$/),
      )
      .max(30)
      .default([]),
    // Conform reads an empty file input as no file
    image: z
      .instanceof(File, { message: 'events:form.errors.imageType' })
      .refine(
        (file) => file.size <= EVENT_LIMITS.imageMaxMb * 1024 * 1024,
        message('events:form.errors.imageTooLarge', { max: EVENT_LIMITS.imageMaxMb }),
      )
      .optional(),
    /** Editing: take the image away. */
    removeImage: z.literal('on').optional(),
    showAttendees: z.literal('on').optional(),
    status: z.enum(['draft', 'published'], { errorMap: () => ({ message: 'events:form.errors.invalidChoice' }) }),
    repeat: z.enum(REPEAT_KINDS, { errorMap: () => ({ message: 'events:form.errors.invalidChoice' }) }).default('none'),
    repeatInterval: z
      .number({ invalid_type_error: 'events:form.errors.repeatIntervalInvalid' })
      .int('events:form.errors.repeatIntervalInvalid')
      .min(1, 'events:form.errors.repeatIntervalInvalid')
      .max(RECURRENCE_LIMITS.intervalMax, 'events:form.errors.repeatIntervalInvalid')
      .default(1),
    repeatEnd: z.enum(['count', 'until'], { errorMap: () => ({ message: 'events:form.errors.invalidChoice' }) }).default('count'),
    repeatCount: z
      .number({ invalid_type_error: 'events:form.errors.repeatCountInvalid' })
      .int('events:form.errors.repeatCountInvalid')
      .min(2, 'events:form.errors.repeatCountInvalid')
      .max(RECURRENCE_LIMITS.occurrencesMax, 'events:form.errors.repeatCountInvalid')
      .optional(),
    repeatUntil: z.string().regex(DATE, 'events:form.errors.repeatUntilInvalid').optional(),
    /** Editing an occurrence of a series: which occurrences the changes apply to. */
    scope: z.enum(EDIT_SCOPES, { errorMap: () => ({ message: 'events:form.errors.invalidChoice' }) }).default('one'),
  })
  .superRefine((input, ctx) => {
    if (input.repeat !== 'none') {
      if (input.repeatEnd === 'count' && input.repeatCount == null)
        ctx.addIssue({ code: 'custom', path: ['repeatCount'], message: 'events:form.errors.repeatCountInvalid' })
      if (input.repeatEnd === 'until') {
        const days = input.repeatUntil ? minutesBetween(input.date, '00:00', input.repeatUntil, '00:00') / 1440 : NaN
        if (!(days > 0 && days <= RECURRENCE_LIMITS.horizonDays))
          ctx.addIssue({ code: 'custom', path: ['repeatUntil'], message: 'events:form.errors.repeatUntilInvalid' })
      }
    }
    const endDate = input.endDate ?? input.date
    const minutes = minutesBetween(input.date, input.startTime, endDate, input.endTime)
    if (!(minutes > 0)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'events:form.errors.endBeforeStart' })
    else if (minutes * 60_000 > MAX_EVENT_DAYS * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: message('events:form.errors.tooLong', { days: MAX_EVENT_DAYS }) })
    if (input.mode === 'online' && !input.onlineUrl)
      ctx.addIssue({ code: 'custom', path: ['onlineUrl'], message: 'events:form.errors.onlineUrlRequired' })
    if (input.mode === 'inperson' && input.venueId == null && !input.cityId && !input.cityQuery)
      ctx.addIssue({ code: 'custom', path: ['cityQuery'], message: 'events:form.errors.cityRequired' })
    if (input.price === 'paid') {
      if (input.priceAmount == null) ctx.addIssue({ code: 'custom', path: ['priceAmount'], message: 'events:form.errors.priceInvalid' })
      if (!input.currency) ctx.addIssue({ code: 'custom', path: ['currency'], message: 'events:form.errors.currencyInvalid' })
    }
  })
export type EventFormInput = z.infer<typeof EventFormSchema>

/** The organizer's cancel button: a confirmation the form must carry. */
export const CancelEventSchema = z.object({
  confirm: z.literal('yes', { errorMap: () => ({ message: 'events:form.errors.confirmCancel' }) }),
  scope: z.enum(EDIT_SCOPES, { errorMap: () => ({ message: 'events:form.errors.invalidChoice' }) }).default('one'),
})
