/**
 * One folding for search text, shared by the seed (which folds `cities.search_names`) and the
 * query side (app/models/places/places.server.ts), so both always agree.
 *
 * - NFKD (full-width Latin and half-width Kana become ordinary letters), lower case, then
 *   combining marks removed (é→e, ё→е, Arabic harakat and hamza seats أ→ا) except the Kana
 *   voicing marks (ド stays ド), then recomposed (NFC keeps Hangul syllables whole).
 * - Letters without a decomposition: ß→ss, æ→ae, œ→oe, ø→o, ł→l, đ→d, ð→d, þ→th, ı→i.
 * - Arabic spelling variants: ى→ي, ة→ه, Persian ی→ي and ک→ك, tatweel removed.
 * - Typographic apostrophes → ', whitespace collapsed.
 */
export function foldSearchText(value: string): string {
  return value
    .normalize('NFKD')
    .toLowerCase()
    .replace(/(?![\u3099\u309a])\p{M}/gu, '')
    .normalize('NFC')
    .replace(/[ßæœøłđðþıىةیکـ’‘`´ʼ]/g, (ch) => FOLD_LETTERS[ch] ?? ch)
    .replace(/\s+/g, ' ')
    .trim()
}

const FOLD_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ى: 'ي',
  ة: 'ه',
  ی: 'ي',
  ک: 'ك',
  ـ: '',
  '’': "'",
  '‘': "'",
  '`': "'",
  '´': "'",
  ʼ: "'",
}
