/**
 * Countries and their demonyms, for nationality and "same country" questions: "an American actor"
 * and "born in Chicago, United States" both name the United States. A small general table, not a
 * gazetteer; unknown names compare by their own text.
 */
const COUNTRY_DEMONYMS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['United States', ['American', 'U.S.', 'US', 'USA', 'United States of America', 'America']],
  ['United Kingdom', ['British', 'UK', 'U.K.', 'English', 'England', 'Scottish', 'Scotland', 'Welsh', 'Wales', 'Great Britain', 'Northern Irish']],
  ['Ireland', ['Irish']], ['Canada', ['Canadian']], ['Australia', ['Australian']], ['New Zealand', ['New Zealander', 'Kiwi']],
  ['France', ['French']], ['Germany', ['German', 'West German', 'East German', 'West Germany', 'East Germany']], ['Italy', ['Italian']],
  ['Spain', ['Spanish']], ['Portugal', ['Portuguese']], ['Netherlands', ['Dutch', 'Holland']], ['Belgium', ['Belgian']],
  ['Switzerland', ['Swiss']], ['Austria', ['Austrian']], ['Denmark', ['Danish', 'Dane']], ['Sweden', ['Swedish', 'Swede']],
  ['Norway', ['Norwegian']], ['Finland', ['Finnish', 'Finn']], ['Iceland', ['Icelandic']], ['Poland', ['Polish']],
  ['Czech Republic', ['Czech', 'Czechoslovak', 'Czechoslovakia']], ['Slovakia', ['Slovak']], ['Hungary', ['Hungarian']],
  ['Romania', ['Romanian']], ['Bulgaria', ['Bulgarian']], ['Greece', ['Greek']], ['Turkey', ['Turkish', 'Ottoman']],
  ['Russia', ['Russian', 'Soviet', 'Soviet Union', 'USSR', 'Russian Empire']], ['Ukraine', ['Ukrainian']], ['Belarus', ['Belarusian']],
  ['Estonia', ['Estonian']], ['Latvia', ['Latvian']], ['Lithuania', ['Lithuanian']], ['Serbia', ['Serbian', 'Serb']],
  ['Croatia', ['Croatian', 'Croat']], ['Slovenia', ['Slovene', 'Slovenian']], ['Bosnia and Herzegovina', ['Bosnian']],
  ['Yugoslavia', ['Yugoslav', 'Yugoslavian']], ['Albania', ['Albanian']], ['North Macedonia', ['Macedonian']],
  ['Georgia', ['Georgian']], ['Armenia', ['Armenian']], ['Azerbaijan', ['Azerbaijani']], ['Israel', ['Israeli']],
  ['Iran', ['Iranian', 'Persian']], ['Iraq', ['Iraqi']], ['Syria', ['Syrian']], ['Lebanon', ['Lebanese']], ['Egypt', ['Egyptian']],
  ['Saudi Arabia', ['Saudi']], ['Afghanistan', ['Afghan']], ['Pakistan', ['Pakistani']], ['India', ['Indian']],
  ['Bangladesh', ['Bangladeshi']], ['Sri Lanka', ['Sri Lankan']], ['Nepal', ['Nepali', 'Nepalese']], ['China', ['Chinese']],
  ['Hong Kong', ['Hongkonger']], ['Taiwan', ['Taiwanese']], ['Japan', ['Japanese']], ['South Korea', ['Korean', 'South Korean']],
  ['North Korea', ['North Korean']], ['Vietnam', ['Vietnamese']], ['Thailand', ['Thai']], ['Philippines', ['Filipino', 'Philippine']],
  ['Indonesia', ['Indonesian']], ['Malaysia', ['Malaysian']], ['Singapore', ['Singaporean']], ['Cambodia', ['Cambodian']],
  ['Myanmar', ['Burmese', 'Burma']], ['Mexico', ['Mexican']], ['Brazil', ['Brazilian']], ['Argentina', ['Argentine', 'Argentinian']],
  ['Chile', ['Chilean']], ['Colombia', ['Colombian']], ['Peru', ['Peruvian']], ['Venezuela', ['Venezuelan']], ['Cuba', ['Cuban']],
  ['Uruguay', ['Uruguayan']], ['Bolivia', ['Bolivian']], ['Ecuador', ['Ecuadorian']], ['Paraguay', ['Paraguayan']],
  ['Jamaica', ['Jamaican']], ['Panama', ['Panamanian']], ['Haiti', ['Haitian']], ['Dominican Republic', ['Dominican']], ['Trinidad and Tobago', ['Trinidadian']], ['Puerto Rico', ['Puerto Rican']],
  ['South Africa', ['South African']], ['Nigeria', ['Nigerian']], ['Kenya', ['Kenyan']], ['Ghana', ['Ghanaian']],
  ['Ethiopia', ['Ethiopian']], ['Morocco', ['Moroccan']], ['Algeria', ['Algerian']], ['Tunisia', ['Tunisian']],
  ['Senegal', ['Senegalese']], ['Cameroon', ['Cameroonian']], ['Zimbabwe', ['Zimbabwean']], ['Uganda', ['Ugandan']],
  ['Luxembourg', ['Luxembourgish']], ['Monaco', ['Monegasque']], ['Cyprus', ['Cypriot']], ['Malta', ['Maltese']],
  ['Kazakhstan', ['Kazakh']], ['Uzbekistan', ['Uzbek']], ['Mongolia', ['Mongolian']], ['Moldova', ['Moldovan']],
];

const BY_NAME: ReadonlyMap<string, string> = new Map(
  COUNTRY_DEMONYMS.flatMap(([country, names]) => [[country.toLowerCase(), country] as const, ...names.map((name) => [name.toLowerCase(), country] as const)]),
);

/** Longest names first, so "South Korean" wins over "Korean" and "West German" over "German". */
const NAME_PATTERN = new RegExp(
  `(?<![\\p{L}])(${[...BY_NAME.keys()].sort((a, b) => b.length - a.length).map((name) => name.replace(/[.]/g, '\\.')).join('|')})(?![\\p{L}])`,
  'giu',
);

/** The country a country name or demonym stands for ("Danish" -> "Denmark"), or undefined. */
export function countryOf(name: string): string | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

/**
 * Country names and demonyms in `text`, in order: [{ text as written, country, countries }]. A
 * hyphenated compound ("Austrian-American", "American-Argentine") is one item naming every part.
 */
export function findCountries(text: string): Array<{ text: string; country: string; countries: string[] }> {
  const found: Array<{ text: string; country: string; countries: string[] }> = [];
  for (const match of text.matchAll(NAME_PATTERN)) {
    const written = match[1] as string;
    // Demonyms and country names are capitalized; "us" the pronoun is not a country.
    if (!/^\p{Lu}/u.test(written)) continue;
    if (written === 'US' && !/\bUS\b/.test(text)) continue;
    const country = countryOf(written);
    if (!country) continue;
    const previous = found[found.length - 1];
    const start = match.index ?? 0;
    if (previous && text[start - 1] === '-' && text.slice(0, start - 1).endsWith(previous.text)) {
      previous.text = `${previous.text}-${written}`;
      previous.countries.push(country);
      continue;
    }
    found.push({ text: written, country, countries: [country] });
  }
  return found;
}

/**
 * A value normalized for "same ..." comparisons: the countries it names (all parts of a compound
 * like "American-Argentine"), else its own text.
 */
export function comparableValues(value: string): Set<string> {
  const countries = findCountries(value).flatMap((item) => item.countries);
  if (countries.length > 0) return new Set(countries.map((country) => country.toLowerCase()));
  return new Set([value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()]);
}

/** Two values share a country (or are the same text). */
export function sameValue(first: string, second: string): boolean {
  const left = comparableValues(first);
  return [...comparableValues(second)].some((value) => left.has(value));
}

/** The first part of a compound demonym ("Austrian-American" -> "Austrian"), the value otherwise. */
export function primaryNationality(value: string): string {
  const item = findCountries(value)[0];
  return item && item.text === value && item.countries.length > 1 ? (value.split('-')[0] ?? value) : value;
}
