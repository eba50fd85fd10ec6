import type { PartialResources } from '../../resources'

/** Arabic texts of the `consent` namespace: cookie banner, preferences, reset. */
const consent: PartialResources['consent'] = {
  banner: {
    region: 'الموافقة على ملفات تعريف الارتباط',
    title: 'إعدادات ملفات تعريف الارتباط',
    body: 'يستخدم Haven ملفات تعريف الارتباط الضرورية للحفاظ على الأمان وتسجيل الدخول. وبموافقتك، سنتذكّر إعداداتك أيضًا ونحصي الزيارات بشكل مجهول الهوية.',
    acceptAll: 'قبول الكل',
    necessaryOnly: 'الضرورية فقط',
    customize: 'تخصيص',
  },
  dialog: {
    title: 'تفضيلات ملفات تعريف الارتباط',
    description: 'اختر ملفات تعريف الارتباط التي يمكن لـ Haven استخدامها. الملفات الضرورية مفعّلة دائمًا لأن الموقع لا يعمل بدونها.',
    save: 'حفظ التفضيلات',
    acceptAll: 'قبول الكل',
    necessaryOnly: 'الضرورية فقط',
    close: 'إغلاق',
    alwaysOn: 'مفعّلة دائمًا',
    note: 'يمكن تغيير هذه الإعدادات في أي وقت من صفحة <privacy>سياسة الخصوصية</privacy>.',
  },
  categories: {
    necessary: { label: 'ضرورية', description: 'تسجيل الدخول والأمان واللغة والمظهر. بدونها لا يعمل Haven.' },
    functional: { label: 'وظيفية', description: 'تتذكّر إضافات مثل عمليات البحث الأخيرة لتجربة أكثر سلاسة.' },
    analytics: { label: 'تحليلية', description: 'إحصاء مجهول الهوية للزيارات يساعدنا على تحسين Haven. دون عناوين IP ودون ملفات شخصية.' },
    marketing: { label: 'تسويقية', description: 'تساعدنا على قياس حملاتنا وعرض أخبار Haven في مواقع أخرى.' },
  },
  reset: {
    title: 'اختياراتك لملفات تعريف الارتباط',
    none: 'لم يتم اتخاذ أي اختيار بعد. سيسأل شريط ملفات تعريف الارتباط عن ذلك.',
    savedOn: 'حُفظ في {{date}}',
    on: 'مفعّل',
    off: 'متوقف',
    resetButton: 'إعادة ضبط تفضيلات ملفات تعريف الارتباط',
    openButton: 'فتح تفضيلات ملفات تعريف الارتباط',
    resetDone: 'تمت إعادة ضبط تفضيلات ملفات تعريف الارتباط. سيظهر الشريط ويسأل من جديد.',
  },
}

export default consent
