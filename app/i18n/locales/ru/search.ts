import type { PartialResources } from '../../resources'

/** Russian texts of the `search` namespace: /search and the API's refusals. */
// The results line has plural forms English has not: that block is cast (the English type knows _one and _other).
const search: PartialResources['search'] = {
  meta: {
    title: 'Поиск · места, события, крю и не только',
    titleQuery: '«{{query}}» · Поиск',
    description: 'Поиск по Haven: места, события, крю, люди, личности, ресурсы, новости, путеводители и города в одном месте.',
  },
  page: {
    home: 'Главная',
    breadcrumb: 'Поиск',
    title: 'Поиск',
    lead: 'Места, события, крю, люди, ресурсы и города — всё в одном поиске.',
    formLabel: 'Поиск по сайту',
    query: 'Что вы ищете?',
    placeholder: 'Попробуйте «Берлин», «прайд» или «юридическая помощь»',
    submit: 'Найти',
    location: 'Местоположение',
    locationPlaceholder: 'Город или страна',
    types: 'Типы материалов',
    filters: 'Другие фильтры',
    categories: 'Категории',
    from: 'С',
    to: 'По',
    datesHint: 'Укажите обе даты, чтобы искать за период.',
    minPrice: 'Минимальная цена',
    maxPrice: 'Максимальная цена',
    rating: 'Оценка',
    anyRating: 'Любая оценка',
    ratingAtLeast: 'От {{rating}} звёзд',
    featured: 'Только избранные',
    verified: 'Только проверенные',
    clear: 'Сбросить фильтры',
  },
  start: {
    title: 'Найдите своих людей, места и планы',
    body: 'Введите одно-два слова выше: город, место, событие, крю, тему.',
  },
  short: 'Введите хотя бы два символа, чтобы начать поиск.',
  results: {
    heading: 'Результаты',
    count_one: '{{formatted}} результат по запросу «{{query}}»',
    count_few: '{{formatted}} результата по запросу «{{query}}»',
    count_many: '{{formatted}} результатов по запросу «{{query}}»',
    count_other: '{{formatted}} результата по запросу «{{query}}»',
    page: 'Страница {{page}} из {{pages}}',
    updating: 'Результаты обновляются…',
    capped: 'Показаны только {{max}} лучших результатов. Добавьте слова или фильтры, чтобы сузить поиск.',
    groupCount: 'Всего: {{count}}',
  } as never,
  none: {
    title: 'По запросу "{{query}}" ничего не найдено',
    hint: 'Попробуйте другие ключевые слова или измените фильтры',
  },
  tabs: { label: 'Уточнить по типу', all: 'Все' },
  hit: { rating: 'Оценка {{rating}} из 5', price: 'Цена: {{price}}', free: 'Бесплатно' },
  errors: {
    invalid: 'Не удалось прочитать запрос. Проверьте слова и фильтры.',
    date: 'Введите даты в формате ГГГГ-ММ-ДД.',
    location: 'Местоположение — не больше 100 символов.',
    categories: 'Выберите не больше 24 категорий.',
    price: 'Минимальная цена не может быть выше максимальной.',
    tooLong: 'Запрос — не больше 200 символов.',
  },
}

export default search
