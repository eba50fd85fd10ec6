import type { Language } from '~/db/schema'
import { resolveEmailLocale } from './email-templates'

/**
 * Built-in SMS texts in the 11 languages, by template key. Short (one SMS segment where the
 * script allows), {{placeholders}} filled by renderSms. The code comes first so phones can
 * offer it for autofill; the app name says who sent it.
 */
export const SMS_TEMPLATE_KEYS = ['verify_phone'] as const
export type SmsTemplateKey = (typeof SMS_TEMPLATE_KEYS)[number]

export const SMS_TEMPLATES: Record<SmsTemplateKey, Record<Language, string>> = {
  verify_phone: {
    en: '{{code}} is your {{appName}} code. It expires in 10 minutes. Never share it with anyone.',
    es: '{{code}} es tu código de {{appName}}. Caduca en 10 minutos. No lo compartas con nadie.',
    fr: '{{code}} est ton code {{appName}}. Il expire dans 10 minutes. Ne le partage avec personne.',
    de: '{{code}} ist dein {{appName}}-Code. Er läuft in 10 Minuten ab. Teile ihn mit niemandem.',
    pt: '{{code}} é o teu código {{appName}}. Expira em 10 minutos. Não o partilhes com ninguém.',
    it: '{{code}} è il tuo codice {{appName}}. Scade tra 10 minuti. Non condividerlo con nessuno.',
    ru: '{{code}} — твой код {{appName}}. Он действует 10 минут. Никому его не сообщай.',
    zh: '{{code}} 是你的 {{appName}} 验证码，10 分钟内有效。请勿告诉任何人。',
    ja: '{{code}} は {{appName}} の確認コードです。有効期限は10分です。誰にも教えないでください。',
    ko: '{{code}}은(는) {{appName}} 인증 코드예요. 10분 후에 만료돼요. 누구에게도 알려 주지 마세요.',
    ar: '{{code}} هو رمز {{appName}} الخاص بك. تنتهي صلاحيته خلال 10 دقائق. لا تشاركه مع أي شخص.',
  },
}

export function isSmsTemplateKey(key: string): key is SmsTemplateKey {
  return (SMS_TEMPLATE_KEYS as readonly string[]).includes(key)
}

/** The text of an SMS in the member's language (English when the language is unknown). */
export function renderSms(key: SmsTemplateKey, data: Record<string, string>, options: { locale: string; appName: string }) {
  const locale = resolveEmailLocale(options.locale)
  const template = SMS_TEMPLATES[key][locale] ?? SMS_TEMPLATES[key].en
  const values: Record<string, string> = { appName: options.appName, ...data }
  return { locale, body: template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '') }
}
