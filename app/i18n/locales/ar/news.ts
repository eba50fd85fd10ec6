import type { PartialResources } from '../../resources'

/** Arabic texts of the `news` namespace: /news and /news/{id}. */
// The results line has plural forms English has not: that block is cast (the English type knows _one and _other).
const news: PartialResources['news'] = {
  meta: {
    title: 'الأخبار · أخبار مجتمع الميم',
    description: 'أحدث أخبار مجتمع الميم من مصادر مجتمعية، حسب الموضوع والمصدر واللغة والبلد.',
    articleTitle: '{{title}} · الأخبار',
  },
  feeds: {
    title: 'Haven · أخبار مجتمع الميم',
    rss: 'الأخبار (RSS)',
    atom: 'الأخبار (Atom)',
  },
  list: {
    home: 'الرئيسية',
    breadcrumb: 'الأخبار',
    title: 'الأخبار',
    lead: 'أحدث القصص من غرف أخبار مجتمع الميم والمصادر المجتمعية.',
    results_zero: 'لا توجد مقالات',
    results_one: 'مقالة واحدة',
    results_two: 'مقالتان',
    results_few: '{{formatted}} مقالات',
    results_many: '{{formatted}} مقالة',
    results_other: '{{formatted}} مقالة',
    resultsPage: 'الصفحة {{page}} من {{pages}}',
    resultsHeading: 'المقالات',
    updating: 'جارٍ تحديث القائمة…',
    empty: 'لا توجد مقالة تطابق هذه المرشحات.',
    emptyHint: 'جرّب عددًا أقل من المرشحات.',
    clearFilters: 'مسح كل المرشحات',
  } as never,
  filters: {
    heading: 'تصفية الأخبار',
    apply: 'عرض',
    category: 'الموضوع',
    anyCategory: 'كل المواضيع',
    source: 'المصدر',
    anySource: 'كل المصادر',
    language: 'اللغة',
    anyLanguage: 'كل اللغات',
    country: 'البلد',
    anyCountry: 'كل البلدان',
  },
  categories: {
    community: 'المجتمع',
    politics: 'السياسة',
    culture: 'الثقافة',
    health: 'الصحة',
    travel: 'السفر',
    sports: 'الرياضة',
  },
  card: {
    source: 'المصدر: {{source}}',
  },
  detail: {
    news: 'الأخبار',
    published: 'تاريخ النشر',
    source: 'المصدر',
    topic: 'الموضوع',
    language: 'اللغة',
    country: 'البلد',
    readOriginal: 'اقرأ المقالة كاملة على {{source}}',
    readOriginalPlain: 'اقرأ المقالة كاملة',
    external: '(يفتح موقعًا آخر)',
    summary: 'الملخص',
    noSummary: 'لا يوجد ملخص لهذه المقالة. اقرأها في مصدرها.',
    related: 'مقالات ذات صلة',
    seeAll: 'كل الأخبار',
    imported: 'مستوردة من موجز المصدر. Haven غير مسؤول عن محتوى المواقع الأخرى.',
  },
  errors: {
    feedUrl: 'أدخل العنوان الكامل للموجز (http أو https).',
    keywords: 'الكلمات المفتاحية كثيرة جدًا.',
    category: 'اختر أحد مواضيع الأخبار.',
    language: 'أدخل رمز لغة من حرفين أو ثلاثة، أو اتركه فارغًا.',
  },
}

export default news
