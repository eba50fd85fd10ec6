import type { Language } from '~/db/schema'
import { resolveEmailLocale } from './email-templates'

/**
 * Built-in SMS texts in the 11 languages, by template key. Short (one SMS segment where the
 * script allows), {{placeholders}} filled by renderSms. The code comes first so phones can
 * offer it for autofill; the app name says who sent it.
 */
export const SMS_TEMPLATE_KEYS = ['verify_phone', 'account_exists'] as const
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
  // someone signed up with a number that has an account: the owner learns it, the form does not say
  account_exists: {
    en: 'Someone tried to create a {{appName}} account with this number. You already have one: {{signInUrl}}. If it was not you, ignore this message.',
    es: 'Alguien intentó crear una cuenta de {{appName}} con este número. Ya tienes una: {{signInUrl}}. Si no fuiste tú, ignora este mensaje.',
    fr: 'Quelqu’un a essayé de créer un compte {{appName}} avec ce numéro. Tu en as déjà un : {{signInUrl}}. Si ce n’était pas toi, ignore ce message.',
    de: 'Jemand wollte mit dieser Nummer ein {{appName}}-Konto anlegen. Du hast schon eins: {{signInUrl}}. Warst du es nicht, ignoriere diese Nachricht.',
    pt: 'Alguém tentou criar uma conta {{appName}} com este número. Você já tem uma: {{signInUrl}}. Se não foi você, ignore esta mensagem.',
    it: 'Qualcuno ha provato a creare un account {{appName}} con questo numero. Ne hai già uno: {{signInUrl}}. Se non sei stato tu, ignora questo messaggio.',
    ru: 'Кто-то пытался создать аккаунт {{appName}} с этим номером. У тебя он уже есть: {{signInUrl}}. Если это был не ты, просто проигнорируй сообщение.',
    zh: '有人尝试用此号码创建 {{appName}} 账户。你已经有账户了：{{signInUrl}}。如果不是你本人操作，请忽略此消息。',
    ja: 'この番号で {{appName}} のアカウントを作成しようとした人がいます。すでにアカウントをお持ちです：{{signInUrl}}。心当たりがなければ、このメッセージは無視してください。',
    ko: '누군가 이 번호로 {{appName}} 계정을 만들려고 했어요. 이미 계정이 있어요: {{signInUrl}}. 본인이 아니라면 이 메시지는 무시하세요.',
    ar: 'حاول شخص ما إنشاء حساب {{appName}} بهذا الرقم. لديك حساب بالفعل: {{signInUrl}}. إن لم تكن أنت، تجاهل هذه الرسالة.',
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
