import type { PartialResources } from '../../resources'

/** Arabic texts of the `a11y` namespace: settings, hub and offline page (the statement stays in English). */
const a11y: PartialResources['a11y'] = {
  meta: {
    title: 'إمكانية الوصول',
    description: 'إمكانية الوصول في Haven: إعدادات حجم النص والتباين والحركة والتركيز وقارئات الشاشة.',
  },
  hub: {
    eyebrow: 'الوصول',
    title: 'إمكانية الوصول',
    intro: 'يجب أن يعمل Haven لكل أفراد مجتمعنا. اضبط مظهر الموقع وسلوكه على هذا الجهاز.',
    settingsLink: 'إعدادات العرض',
    statementLink: 'بيان إمكانية الوصول',
  },
  settings: {
    title: 'إعدادات العرض',
    intro: 'تُطبَّق التغييرات فورًا على جميع الصفحات. تُحفظ في هذا المتصفح فقط ولا تُرسل إلينا أبدًا.',
    fontSize: {
      label: 'حجم النص',
      description: 'يجعل كل النصوص والمسافات أصغر أو أكبر.',
      options: {
        small: 'صغير',
        medium: 'متوسط',
        large: 'كبير',
        'x-large': 'كبير جدًا',
      },
      default: '(افتراضي)',
    },
    highContrast: {
      label: 'تباين عالٍ',
      description: 'ألوان أقوى للنصوص والحدود، وروابط مسطّرة، ودون أسطح شفافة.',
    },
    reduceMotion: {
      label: 'تقليل الحركة',
      description: 'يوقف الرسوم المتحركة والانتقالات وخلفية الشفق المتحركة.',
    },
    screenReaderOptimized: {
      label: 'محسّن لقارئات الشاشة',
      description: 'يخفي الصور الزخرفية، ويعرض النصوص كاملة دون اقتطاع، ويزيد المسافات.',
    },
    focusIndicators: {
      label: 'مؤشرات تركيز أوضح',
      description: 'يرسم إطارًا سميكًا عالي التباين حول العنصر الذي عليه تركيز لوحة المفاتيح.',
    },
    needsJavaScript: 'تحتاج هذه الإعدادات إلى JavaScript، وهو معطّل في هذا المتصفح. تبقى إعدادات التكبير والتباين والحركة في متصفحك سارية.',
    systemMotion: 'يطلب جهازك تقليل الحركة، لذا فالرسوم المتحركة متوقفة بالفعل.',
    reset: 'استعادة الإعدادات الافتراضية',
    saved: 'تم حفظ الإعدادات',
    resetDone: 'تمت استعادة الإعدادات الافتراضية',
    preview: 'معاينة',
    previewText: 'اعثر على مجتمعك أينما كنت. يوضح هذا النص تأثير إعداداتك.',
    previewLink: 'رابط تجريبي',
  },
  offline: {
    metaTitle: 'غير متصل',
    title: 'أنت غير متصل بالإنترنت',
    body: 'لا يستطيع Haven الوصول إلى الإنترنت الآن. ستُفتح الصفحة التي طلبتها فور عودتك إلى الاتصال.',
    tipsTitle: 'جرّب ما يلي',
    tips: {
      connection: 'تحقّق من اتصال Wi-Fi أو بيانات الجوال.',
      airplane: 'أوقف وضع الطيران.',
      wait: 'انتظر قليلًا ثم حاول مجددًا: بعض الشبكات تنقطع لفترة وجيزة.',
    },
    retry: 'إعادة المحاولة',
    home: 'الذهاب إلى الصفحة الرئيسية',
  },
}

export default a11y
