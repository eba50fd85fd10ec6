import type { PartialResources } from '../../resources'

/** Russian texts of the `news` namespace: /news and /news/{id}. */
// The results line has plural forms English has not: that block is cast (the English type knows _one and _other).
const news: PartialResources['news'] = {
  meta: {
    title: 'Новости · новости ЛГБТК+ сообщества',
    description: 'Последние ЛГБТК+ новости из источников сообщества — по теме, источнику, языку и стране.',
    articleTitle: '{{title}} · Новости',
  },
  feeds: {
    title: 'Haven · Новости ЛГБТК+-сообщества',
    rss: 'Новости (RSS)',
    atom: 'Новости (Atom)',
  },
  list: {
    home: 'Главная',
    breadcrumb: 'Новости',
    title: 'Новости',
    lead: 'Свежие материалы ЛГБТК+ редакций и источников сообщества.',
    results_one: '{{formatted}} статья',
    results_few: '{{formatted}} статьи',
    results_many: '{{formatted}} статей',
    results_other: '{{formatted}} статьи',
    resultsPage: 'страница {{page}} из {{pages}}',
    resultsHeading: 'Статьи',
    updating: 'Список обновляется…',
    empty: 'Ни одна статья не подходит под эти фильтры.',
    emptyHint: 'Попробуйте убрать часть фильтров.',
    clearFilters: 'Сбросить все фильтры',
  } as never,
  filters: {
    heading: 'Фильтр новостей',
    apply: 'Показать',
    category: 'Тема',
    anyCategory: 'Любая тема',
    source: 'Источник',
    anySource: 'Любой источник',
    language: 'Язык',
    anyLanguage: 'Любой язык',
    country: 'Страна',
    anyCountry: 'Любая страна',
  },
  categories: {
    community: 'Сообщество',
    politics: 'Политика',
    culture: 'Культура',
    health: 'Здоровье',
    travel: 'Путешествия',
    sports: 'Спорт',
  },
  card: {
    source: 'Источник: {{source}}',
  },
  detail: {
    news: 'Новости',
    published: 'Опубликовано',
    source: 'Источник',
    topic: 'Тема',
    language: 'Язык',
    country: 'Страна',
    readOriginal: 'Читать статью полностью на {{source}}',
    readOriginalPlain: 'Читать статью полностью',
    external: '(откроется другой сайт)',
    summary: 'Краткое содержание',
    noSummary: 'У этой статьи нет краткого содержания. Прочитайте её в источнике.',
    related: 'Похожие статьи',
    seeAll: 'Все новости',
    imported: 'Импортировано из ленты источника. Haven не отвечает за содержание других сайтов.',
  },
  errors: {
    feedUrl: 'Введите полный адрес ленты (http или https).',
    keywords: 'Слишком много ключевых слов.',
    category: 'Выберите одну из тем новостей.',
    language: 'Введите код языка из двух или трёх букв или оставьте поле пустым.',
  },
}

export default news
