import type { PartialResources } from '../../resources'

/** Arabic texts of the `search` namespace: /search and the API's refusals. */
// The results line has plural forms English has not: that block is cast (the English type knows _one and _other).
const search: PartialResources['search'] = {
  meta: {
    title: 'البحث · أماكن وفعاليات ومجموعات والمزيد',
    titleQuery: '«{{query}}» · البحث',
    description: 'ابحث في Haven: الأماكن والفعاليات والمجموعات والأشخاص والشخصيات والموارد والأخبار وأدلة السفر والمدن في مكان واحد.',
  },
  page: {
    home: 'الرئيسية',
    breadcrumb: 'البحث',
    title: 'البحث',
    lead: 'الأماكن والفعاليات والمجموعات والأشخاص والموارد والمدن، كلها في بحث واحد.',
    formLabel: 'البحث في الموقع',
    query: 'عمّ تبحث؟',
    placeholder: 'جرّب «برلين» أو «الفخر» أو «مساعدة قانونية»',
    submit: 'بحث',
    location: 'الموقع',
    locationPlaceholder: 'مدينة أو بلد',
    types: 'أنواع المحتوى',
    filters: 'مزيد من عوامل التصفية',
    categories: 'الفئات',
    from: 'من',
    to: 'إلى',
    datesHint: 'حدّد التاريخين معًا للبحث في فترة.',
    minPrice: 'أدنى سعر',
    maxPrice: 'أعلى سعر',
    rating: 'التقييم',
    anyRating: 'أي تقييم',
    ratingAtLeast: '{{rating}} نجوم فأكثر',
    featured: 'المميّزة فقط',
    verified: 'الموثّقة فقط',
    clear: 'مسح عوامل التصفية',
  },
  start: {
    title: 'اعثر على ناسك وأماكنك وخططك',
    body: 'اكتب كلمة أو كلمتين في الأعلى: مدينة أو مكانًا أو فعالية أو مجموعة أو موضوعًا.',
  },
  short: 'اكتب حرفين على الأقل لبدء البحث.',
  results: {
    heading: 'النتائج',
    count_zero: 'لا نتائج لـ «{{query}}»',
    count_one: 'نتيجة واحدة لـ «{{query}}»',
    count_two: 'نتيجتان لـ «{{query}}»',
    count_few: '{{formatted}} نتائج لـ «{{query}}»',
    count_many: '{{formatted}} نتيجة لـ «{{query}}»',
    count_other: '{{formatted}} نتيجة لـ «{{query}}»',
    page: 'الصفحة {{page}} من {{pages}}',
    updating: 'جارٍ تحديث النتائج…',
    capped: 'تُعرض أفضل {{max}} نتيجة فقط. أضف كلمات أو عوامل تصفية لتضييق البحث.',
    groupCount: '{{count}} إجمالًا',
  } as never,
  none: {
    title: 'لم يتم العثور على نتائج لـ "{{query}}"',
    hint: 'جرّب كلمات مفتاحية مختلفة أو عدّل عوامل التصفية',
  },
  tabs: { label: 'التضييق حسب النوع', all: 'الكل' },
  hit: { rating: 'التقييم {{rating}} من 5', price: 'السعر: {{price}}', free: 'مجاني' },
  errors: {
    invalid: 'تعذّرت قراءة هذا البحث. تحقّق من الكلمات وعوامل التصفية.',
    date: 'اكتب التواريخ بصيغة YYYY-MM-DD.',
    location: 'لا يتجاوز الموقع 100 حرف.',
    categories: 'اختر 24 فئة على الأكثر.',
    price: 'لا يمكن أن يتجاوز أدنى سعر أعلى سعر.',
    tooLong: 'لا يتجاوز البحث 200 حرف.',
  },
}

export default search
