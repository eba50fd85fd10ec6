import { describe, expect, it } from 'vitest'
import { buildCountrySafety } from '../../scripts/data/country-safety'
import { buildCities, buildCountries, LANGUAGES } from '../../scripts/data/geo'

const countries = buildCountries()
const cities = buildCities(countries)

describe('directory data from npm data packages', () => {
  it('has every country with localized names in the 11 interface languages', () => {
    expect(countries.length).toBeGreaterThanOrEqual(245)
    const germany = countries.find((c) => c.id === 'de')!
    expect(germany.names.de).toBe('Deutschland')
    expect(germany.continent).toBe('EU')
    expect(germany.timezones).toContain('Europe/Berlin')
    for (const country of countries) for (const lang of LANGUAGES) expect(country.names[lang], `${country.id} ${lang}`).toBeTruthy()
  })

  it('has every city of 15 000 or more and every capital', () => {
    expect(cities.length).toBeGreaterThan(23_000)
    expect(cities.every((c) => c.population >= 15_000 || c.is_capital)).toBe(true)
    const berlin = cities.find((c) => c.id === germanyCapital())!
    expect(berlin.name).toBe('Berlin')
    expect(berlin.timezone).toBe('Europe/Berlin')
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length)
  })

  it('dates and sources the safety layer for every country', () => {
    const safety = buildCountrySafety()
    expect(new Set(safety.map((s) => s.country_id))).toEqual(new Set(countries.map((c) => c.id)))
    expect(safety.every((s) => s.source_name && s.as_of)).toBe(true)
    expect(safety.find((s) => s.country_id === 'nl')?.marriage).toBe('marriage')
  })
})

function germanyCapital() {
  return countries.find((c) => c.id === 'de')!.capital_city_id
}
