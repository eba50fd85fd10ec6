/**
 * The events' forms, shared by the browser and the server (one zod schema per form).
 */
import { z } from 'zod'

/** 'none': withdraw the answer; 'waitlisted': join the waitlist of a full event. */
export const RSVP_ANSWERS = ['attending', 'interested', 'waitlisted', 'none'] as const
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number]

export const RsvpSchema = z.object({
  answer: z.enum(RSVP_ANSWERS, { errorMap: () => ({ message: 'events:rsvp.errors.invalid' }) }),
})
