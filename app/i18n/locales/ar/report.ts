import type { PartialResources } from '../../resources'

/** Arabic texts of the `report` namespace: the report dialog of every content type. */
const report: PartialResources['report'] = {
  button: 'إبلاغ',
  signIn: 'سجّل الدخول للإبلاغ',
  title: {
    venue: 'الإبلاغ عن هذه المساحة',
    review: 'الإبلاغ عن هذا التقييم',
    photo: 'الإبلاغ عن هذه الصورة',
    user: 'الإبلاغ عن هذا العضو',
    event: 'الإبلاغ عن هذه الفعالية',
    post: 'الإبلاغ عن هذا المنشور',
    comment: 'الإبلاغ عن هذا التعليق',
    group: 'الإبلاغ عن هذه المجموعة',
  },
  description: 'أخبر المشرفين بما هو خطأ. بلاغك سري: لن يعرف صاحب المحتوى من أرسله.',
  reason: 'السبب',
  chooseReason: 'اختر سببًا',
  details: 'تفاصيل (اختياري)',
  detailsHint: 'أي شيء يساعد المشرف على الفهم، حتى {{max}} حرف.',
  submit: 'إرسال البلاغ',
  sending: 'جارٍ الإرسال…',
  cancel: 'إلغاء',
  close: 'إغلاق',
  reasons: {
    spam: 'رسائل مزعجة أو إعلانات',
    harassment: 'تحرش أو تنمر',
    hate_speech: 'خطاب كراهية',
    violence: 'عنف أو تهديد',
    sexual_content: 'محتوى جنسي',
    impersonation: 'انتحال شخصية',
    scam: 'احتيال',
    misinformation: 'معلومات خاطئة أو مضللة',
    self_harm: 'إيذاء النفس أو الانتحار',
    underage: 'يتعلق بقاصر',
    privacy: 'يكشف معلومات خاصة',
    other: 'شيء آخر',
  },
  sentTitle: 'شكرًا على بلاغك',
  sentBody: 'سيراجعه أحد المشرفين قريبًا.',
  failedTitle: 'لم يُرسل البلاغ',
  errors: {
    reason: 'اختر سببًا من القائمة.',
    details: 'يمكن أن تصل التفاصيل إلى {{max}} حرف كحد أقصى.',
    target: 'لا يمكن الإبلاغ عن هذا.',
    notFound: 'لم نعثر على ما تبلغ عنه. ربما أُزيل.',
    self: 'لا يمكنك الإبلاغ عن محتواك.',
    duplicate: 'سبق أن أبلغت عن هذا. سيراجعه أحد المشرفين.',
    tooMany: 'أرسلت بلاغات كثيرة في وقت قصير. حاول مرة أخرى لاحقًا.',
  },
}

export default report
