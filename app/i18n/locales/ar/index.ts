import type { PartialResources } from '../../resources'
import shell from './shell'
import consent from './consent'
import a11y from './a11y'

/** Arabic: the complete interface text, friendly wording that avoids gendered address where possible. */
const ar: PartialResources = {
  common: {
    appTagline: 'دليلك إلى المساحات الآمنة والفعاليات والمجتمع',
    loading: 'جارٍ التحميل…',
    skipToContent: 'الانتقال إلى المحتوى',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundBody: 'لم نتمكن من العثور على هذه الصفحة. ربما نُقلت، أو ربما يحتوي الرابط على خطأ في الكتابة.',
    backHome: 'العودة إلى الصفحة الرئيسية',
    errorTitle: 'يبدو أن شيئًا ما لم يسر كما يجب',
    errorRetry: 'إعادة المحاولة',
  },
  home: {
    metaDescription:
      'Haven دليل مجتمعي لاكتشاف كل ما يهم أفراد مجتمع الميم+: مساحات آمنة وفعاليات وشِلل وموارد ومعلومات سفر، بـ11 لغة.',
    heroTitle: 'ناسك في انتظارك، أينما كنت',
    heroBody: 'مساحات آمنة وفعاليات وشِلل وموارد لأفراد مجتمع الميم+ في {{cities}} مدينة عبر {{countries}} دولة.',
    explore: 'استكشاف المجتمع',
    stats: 'Haven بالأرقام',
    statVenues: 'مساحة آمنة',
    statEvents: 'فعالية قادمة',
    statGroups: 'شلة',
    statCities: 'مدينة',
    sections: {
      venues: 'المساحات',
      venuesBody: 'حانات ومقاهٍ وعيادات ومراكز مجتمعية، مع مؤشرات أمان موثوقة.',
      events: 'الفعاليات',
      eventsBody: 'مسيرات الفخر والحفلات والندوات واللقاءات بالقرب منك.',
      places: 'الوجهات',
      placesBody: 'كل بلد وكل مدينة، مع الوضع القانوني لأفراد مجتمع الميم+.',
      groups: 'الشِّلل',
      groupsBody: 'مجموعات لكل الاهتمامات، عامة أو خاصة.',
      resources: 'الموارد',
      resourcesBody: 'خطوط مساعدة، وصحة، ودعم قانوني، وكوادر مهنية داعمة.',
      marketplace: 'السوق',
      marketplaceBody: 'منتجات صنعها أفراد المجتمع من أجل المجتمع.',
    },
  },
  errors: {
    invalidInput: 'بعض الحقول تحتاج إلى مراجعة.',
    unreadableBody: 'تعذّرت قراءة الطلب.',
    invalidEmail: 'أدخل عنوان بريد إلكتروني صالحًا.',
    invalidLink: 'هذا الرابط غير صالح أو منتهي الصلاحية.',
    notFound: 'غير موجود.',
    authRequired: 'سجّل الدخول للمتابعة.',
    forbidden: 'غير مسموح لك بهذا الإجراء.',
    unexpected: 'حدث خطأ ما. حاول مرة أخرى لاحقًا.',
    payloadTooLarge: 'هذا الطلب كبير جدًا.',
    guard: {
      authRequiredTitle: 'تسجيل الدخول مطلوب',
      authRequiredBody: 'يرجى تسجيل الدخول للوصول إلى هذا القسم.',
      accessDeniedTitle: 'تم رفض الوصول',
      accessDeniedBody: 'تحتاج إلى صلاحيات {{role}} للوصول إلى هذا القسم.',
    },
    noUser: 'لم يتم العثور على المستخدم',
    generic: 'حدث خطأ',
  },
  shell, consent, a11y,
}

export default ar
