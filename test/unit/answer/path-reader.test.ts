import { describe, expect, it } from 'vitest';
import { answerSlotOf, inAnswerSlot } from '../../../src/answer/answer-slot.js';
import { readSentence } from '../../../src/answer/answer-candidates.js';
import { readExpectedAnswer } from '../../../src/answer/expected-answer.js';
import { readPathAnswers } from '../../../src/answer/path-reader.js';
import { contentStems, questionTerms, stemOf } from '../../../src/answer/question-terms.js';
import { askedModifiers, type EvidenceSentence } from '../../../src/answer/read-answers.js';

function sentence(id: string, about: string, text: string, rank = 0): EvidenceSentence {
  return { id, passageId: id.split('#')[0] ?? id, text, about, rank };
}

function read(question: string, evidence: EvidenceSentence[], mustMention?: string[]) {
  return readPathAnswers(readExpectedAnswer(question), evidence, { terms: questionTerms(question), excludeStems: contentStems(question), question, ...(mustMention ? { mustMention } : {}) });
}

// Sentences from ../shared/datasets/hotpotqa/corpus.jsonl (pages titled, and with the title dropped).
const krilanovich = [
  sentence('hotpotqa-p00070#s0', 'Grace Krilanovich', 'Grace Krilanovich (born October 5, 1979) is an American author.', 0),
  sentence('hotpotqa-p00070#s1', 'Grace Krilanovich', 'Her first novel, "The Orange Eats Creeps" was published by Two Dollar Radio in September 2010.', 1),
  sentence('hotpotqa-p00076#s0', 'Two Dollar Radio', 'Two Dollar Radio is an independent mom-and-pop publishing house based in Columbus, Ohio.', 2),
  sentence('hotpotqa-p00076#s1', 'Two Dollar Radio', 'The company was founded in 2005 by husband and wife team Eric Obenauf and Eliza Jane Wood-Obenauf, with Brian Obenauf.', 3),
];
const question = "Grace Krilanovich's first novel was published by an independent mom-and-pop publishing house that was founded in 2005, and is based where?";

describe('readPathAnswers: answers over two linked sentences', () => {
  it('covers a bridge question with the sentence naming the bridge and the bridge page\'s sentence', () => {
    const answers = read(question, krilanovich);
    expect(answers[0]?.text).toBe('Columbus');
    // The answer's path: its own sentence and the one naming what that sentence is about.
    expect(answers[0]?.sentence.id).toBe('hotpotqa-p00076#s0');
    expect(answers[0]?.linkedId).toBe('hotpotqa-p00070#s1');
    expect(answers[0]?.via).toBe('Two Dollar Radio');
    // Together they hold more of the question than either alone.
    expect(answers[0]?.coverage).toBeGreaterThan(0.6);
  });

  it('does not answer with the entity the path links through', () => {
    const answers = read(question, krilanovich);
    const bridge = answers.find((answer) => answer.text === 'Two Dollar Radio');
    const columbus = answers.find((answer) => answer.text === 'Columbus');
    expect(columbus).toBeDefined();
    expect(bridge === undefined || bridge.score < (columbus?.score ?? 0)).toBe(true);
    if (bridge) expect(bridge.via).not.toBe('Two Dollar Radio');
  });

  it('links through the lead subject of untitled text the same way', () => {
    const untitled = krilanovich.map((item) => ({ ...item, about: item.id.startsWith('hotpotqa-p00076') ? 'Two Dollar Radio' : 'Grace Krilanovich' }));
    expect(read(question, untitled)[0]?.text).toBe('Columbus');
    // Without what the bridge page is about, nothing links the two passages: the path is lost.
    const unlinked = krilanovich.map((item) => ({ ...item, about: '' }));
    expect(read(question, unlinked)[0]?.via).toBe('');
  });

  it('after a bridge, answers only from sentences that mention it or are about it', () => {
    const answers = read('Where is Two Dollar Radio based?', krilanovich, ['Grace Krilanovich']);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.sentence.about === 'Grace Krilanovich')).toBe(true);
    expect(read('Where is Two Dollar Radio based?', krilanovich, ['Two Dollar Radio'])[0]?.text).toBe('Columbus');
  });

  it('reads the year of a full date for "in what year"', () => {
    const answers = read('In what year was Moshe Katsav born?', [
      sentence('hotpotqa-p09001#s0', 'Moshe Katsav', 'Moshe Katsav (born 5 December 1945) is a former Israeli politician who was the eighth President of Israel.'),
    ]);
    expect(answers[0]?.text).toBe('1945');
  });
});

describe('the answer slot of an in-place question', () => {
  it('is the content word (and function word) right before the question word', () => {
    expect(answerSlotOf('Notable speakers at the Brisbane Institute include a painter known for his precisionist depictions of what?')).toEqual({ anchor: stemOf('depictions'), link: 'of' });
    expect(answerSlotOf('Drew Fuller stared in a series that originally broadcast on what station?')).toEqual({ anchor: stemOf('broadcast'), link: 'on' });
    expect(answerSlotOf('… and is based where?')).toEqual({ anchor: stemOf('based'), link: '' });
  });

  it('is absent when the question word opens the question or starts a long relative clause', () => {
    expect(answerSlotOf('What is the name of the waterfall in the country where the Bubye River is found?')).toBeUndefined();
    expect(answerSlotOf('Who was the first president of the association which published Journal of Psychotherapy Integration?')).toBeUndefined();
  });

  it('puts the phrase after "depictions of" in it, and a word elsewhere not', () => {
    const slot = answerSlotOf('Notable speakers at the Brisbane Institute include a painter known for his precisionist depictions of what?')!;
    const smart = readSentence('Frank Jeffrey Edson Smart (26 July 1921 – 20 June 2013) was an expatriate Australian painter known for his precisionist depictions of urban landscapes.');
    const stems = smart.words.map(stemOf);
    const landscapes = smart.spans.find((span) => span.text.includes('landscapes'))!;
    expect(inAnswerSlot(slot, stems, smart.words, landscapes.start)).toBe(true);
    const painter = smart.spans.find((span) => span.text.includes('painter'))!;
    expect(inAnswerSlot(slot, stems, smart.words, painter.start)).toBe(false);
    expect(read('Notable speakers at the Brisbane Institute include a painter known for his precisionist depictions of what?', [
      sentence('hotpotqa-p00241#s0', 'Jeffrey Smart', 'Frank Jeffrey Edson Smart (26 July 1921 – 20 June 2013) was an expatriate Australian painter known for his precisionist depictions of urban landscapes.'),
    ])[0]?.text).toBe('urban landscapes');
  });
});

describe('the answer slot of a question ending in a preposition', () => {
  it('is the content word before the preposition', () => {
    const question = 'What was the English football club Tottenham Hotspur that Leonard Francis played for commonly referred to as ?';
    expect(answerSlotOf(question)).toEqual({ anchor: stemOf('referred'), link: 'as' });
    // ../shared/datasets/hotpotqa/corpus.jsonl (Tottenham Hotspur F.C.)
    const read = readSentence('Tottenham Hotspur Football Club, commonly referred to as Spurs, is an English football club located in Tottenham, Haringey, London.');
    const spurs = read.words.indexOf('spurs');
    expect(inAnswerSlot(answerSlotOf(question)!, read.words.map(stemOf), read.words, spurs)).toBe(true);
    expect(inAnswerSlot(answerSlotOf(question)!, read.words.map(stemOf), read.words, read.words.indexOf('london'))).toBe(false);
  });
});

// ../shared/datasets/musique/corpus.jsonl, musique-p01840.
describe('a person named by the family name alone', () => {
  it('is answered with the full name the passage gives', () => {
    const answers = read('Who was the first president of the American Psychological Association?', [
      sentence('musique-p01840#s0', 'Adolescence', 'The formal study of adolescent psychology began with the publication of G. Stanley Hall\'s "Adolescence in 1904."', 0),
      sentence('musique-p01840#s1', 'Adolescence', 'Hall, who was the first president of the American Psychological Association, viewed adolescence primarily as a time of internal turmoil and upheaval (sturm und drang).', 1),
    ]);
    expect(answers[0]?.text).toBe('G. Stanley Hall');
    expect(answers[0]?.sentence.id).toBe('musique-p01840#s1');
  });

  it('takes a name listed as an example of the asked-for noun, not the noun\'s plural or a chain named in it', () => {
    // ../shared/datasets/musique/corpus.jsonl, musique-p02719 (Namibia).
    const windhoek = [
      sentence('musique-p02719#s4', 'Namibia', 'There are also a number of notable hotels in Windhoek such as Windhoek Country Club Resort and some international hotel chains also operate in Windhoek, such as Avani Hotels and Resorts and Hilton Hotels and Resorts.'),
    ];
    const answers = read('What is the most popular hotel in Windhoek?', windhoek);
    expect(answers[0]?.text).toBe('Windhoek Country Club Resort');
    expect(answers[0]?.typeFit).toBe(1);
    // "notable hotels" names the class; "Hilton Hotels" a chain.
    expect(answers.find((answer) => answer.text === 'notable hotels')?.typeFit ?? 0).toBeLessThanOrEqual(0.3 * 1.3);
    expect(answers.find((answer) => answer.text === 'Hilton Hotels')!.score).toBeLessThan(answers[0]!.score / 1.5);
    // Asked in the plural, the plural phrase is no longer held against as a plural (only as a
    // description of the class, see below).
    const plural = read('What hotels are in Windhoek?', windhoek);
    expect(plural.find((answer) => answer.text === 'notable hotels')?.typeFit).toBeGreaterThan(0.3 * 1.3);
  });
});


describe('readPathAnswers: the words of the asked-for phrase', () => {
  it('lets an answer headed by the asked-for noun repeat the question\'s phrase ("what crime family" -> "the DeCavalcante crime family")', () => {
    // ../shared/datasets/hotpotqa/corpus.jsonl, the page of Richard Kuklinski.
    const kuklinski = [sentence('k#s1', 'Richard Kuklinski', 'He was associated with members of the American Mafia, namely the DeCavalcante crime family of Newark, New Jersey, and the Five Families of New York City.')];
    const answers = read('Philip Carlo was a biographer for an American contract killer who was associated with members of what crime family?', kuklinski);
    expect(answers[0]?.text).toBe('DeCavalcante crime family');
    // Words of the question outside that phrase still do not make an answer.
    expect(answers.map((answer) => answer.text)).not.toContain('American contract killer');
  });
});

describe('readPathAnswers: a place at the level the question asks for', () => {
  it('reads the level from the place noun before "of" and from a name\'s own first word', () => {
    // ../shared/datasets/hotpotqa/corpus.jsonl, the page of Royston, Hertfordshire.
    const royston = [sentence('r#s0', '', 'Royston is a town and civil parish in the District of North Hertfordshire and county of Hertfordshire in England.')];
    expect(read('What county is Royston in?', royston)[0]?.text).toBe('Hertfordshire');
    // Before, "Hertfordshire" also answered "what district" (it fit any level, the district's name less).
    expect(read('What district is Royston in?', royston)[0]?.text).toBe('District of North Hertfordshire');
  });
});

describe('readPathAnswers: the asked-for class is no answer', () => {
  it('does not answer with the asked-for words alone ("resort" for "What resort …")', () => {
    // ../shared/datasets/hotpotqa/corpus.jsonl, the page of Beau Rivage (Mississippi), shortened.
    const rivage = [sentence('b#s0', 'Beau Rivage (Mississippi)', 'Beau Rivage is a resort and casino in Biloxi, Mississippi, United States.')];
    const answers = read('What resort in Biloxi, Mississippi does MGM Resorts International own?', rivage);
    expect(answers.map((answer) => answer.text)).not.toContain('resort');
    expect(answers[0]?.text).toBe('Beau Rivage');
  });

  it('prefers a name to a common phrase headed by the asked-for noun, unless a kind is asked for', () => {
    // ../shared/datasets/hotpotqa/corpus.jsonl, hotpotqa-p01891 (Longhunter) and hotpotqa-p01889 (Holston River).
    const holston = [
      sentence('l#s2', 'Longhunter', 'Most long hunts started in the Holston River Valley near Chilhowie, Virginia.', 0),
      sentence('h#s1', 'Holston River', 'Along with its three major forks (North Fork, Middle Fork and South Fork), it comprises a major river system that drains much of northeastern Tennessee, southwestern Virginia, and northwestern North Carolina.', 1),
    ];
    const answers = read('Which river system in Chilhowie, Virginia was the starting place for most Longhunters?', holston);
    expect(answers[0]?.text).not.toBe('major river system');
    // "what type of films": the phrase of the noun is the kind asked for.
    const kind = read('Both Andrew and Jeremy Get Married and The Last Lions are what type of films?', [
      sentence('a#s0', 'Andrew and Jeremy Get Married', 'Andrew and Jeremy Get Married is a 2004 documentary film directed by Don Boyd.'),
    ]);
    expect(kind[0]?.text).toBe('documentary film');
  });
});

describe('readPathAnswers: a count in the unit the question names', () => {
  it('answers "how many congressional districts" with the count of "4 congressional districts", not a measurement', () => {
    // ../shared/datasets/musique/corpus.jsonl, musique-p03450 and (shortened) musique-p02954.
    const kansas = [
      sentence('d#s0', "Kansas's congressional districts", 'Kansas is currently divided into 4 congressional districts, each represented by a member of the United States House of Representatives.', 0),
      sentence('k#s9', 'Kansas', 'Mount Sunflower is the highest point at 4,039 ft (1,231 m), the lowest is 207 m.', 1),
    ];
    expect(read('Kansas has how many congressional districts?', kansas)[0]?.text).toBe('4');
    expect(read('How many records has the band sold?', [sentence('b#s0', '', 'The band has sold 150 million records worldwide.')])[0]?.text).toBe('150 million');
  });
});

describe('readPathAnswers: the describing word the question puts on its answer', () => {
  it('reads "what Finnish former professional racing driver" as a constraint the answer\'s own page meets', () => {
    const question = 'McLaren MP4/11 was driven by what Finnish former professional racing driver';
    expect(askedModifiers(question, readExpectedAnswer(question))).toEqual(['Finnish']);
    // ../shared/datasets/hotpotqa/corpus.jsonl, hotpotqa-p02775 (McLaren MP4/11) and hotpotqa-p02772 (Mika Häkkinen).
    const mclaren = [
      sentence('m#s1', 'McLaren MP4/11', 'It was driven by Mika Häkkinen, who was in his third full season with the team, and David Coulthard, who moved from Williams.', 0),
      sentence('h#s0', 'Mika Häkkinen', 'Mika Pauli Häkkinen ( ; born 28 September 1968), nicknamed ""the Flying Finn"", is a Finnish former professional racing driver.', 1),
    ];
    expect(read(question, mclaren)[0]?.text).toBe('Mika Häkkinen');
    // The same page, untitled: the sentence it opens is about him.
    expect(read(question, [mclaren[0]!, { ...mclaren[1]!, about: '' }])[0]?.text).toBe('Mika Häkkinen');
  });

  it('counts the country a demonym stands for', () => {
    const question = 'Toad Hall is a residential hall in a university located in what Australian city?';
    expect(askedModifiers(question, readExpectedAnswer(question))).toEqual(['Australian']);
    expect(askedModifiers('Which river system in Chilhowie, Virginia was the starting place for most Longhunters?', readExpectedAnswer('Which river system in Chilhowie, Virginia was the starting place for most Longhunters?'))).toEqual([]);
  });
});

describe('readPathAnswers: the subject a sentence calls the asked-for noun', () => {
  it('reads "X (a parenthesis) is a waterfall" as X being one, whatever the parenthesis holds', () => {
    // ../shared/datasets/musique/corpus.jsonl, musique-p01899 (Victoria Falls).
    const falls = [
      sentence('v#s0', 'Victoria Falls', "Victoria Falls (Tokaleya Tonga: Mosi - oa - Tunya, ``The Smoke that Thunders '') is a waterfall in southern Africa on the Zambezi River at the border between Zambia and Zimbabwe."),
    ];
    const answers = read('What is the name of the waterfall in Zimbabwe?', falls);
    expect(answers[0]?.text).toBe('Victoria Falls');
    expect(answers[0]?.typeFit).toBeGreaterThanOrEqual(1);
  });
});

describe('readPathAnswers: a common noun phrase the sentence calls the asked-for noun', () => {
  // ../shared/datasets/musique/corpus.jsonl: musique-p02094 (Finnish markka) and musique-p02100 (Euro).
  const euro = sentence('e#s0', 'Euro', 'The euro is the sole currency of 19 EU member states: Austria, Belgium, Cyprus, Estonia, Finland, France, Germany, Greece, Ireland, Italy, Latvia, Lithuania, Luxembourg, Malta, the Netherlands, Portugal, Slovakia, Slovenia, and Spain.', 0);
  const markka = sentence('m#s0', 'Finnish markka', "The Finnish markka (Finnish: Suomen markka, abbreviated mk, Swedish: finsk mark, currency code: FIM) was the currency of Finland from 1860 until 28 February 2002, when it ceased to be legal tender.", 1);
  const question = 'What currency predated the Euro in Finland?';

  it('reads a word the tagger does not know as the noun of its phrase ("markka")', () => {
    const spans = readSentence(markka.text).spans.map((span) => span.text);
    expect(spans).toContain('Finnish markka');
    expect(readSentence(markka.text).spans.find((span) => span.text === 'Finnish markka')?.head).toBe('markka');
  });

  it('answers "What currency …" with the phrase the sentence opens with and calls a currency, not a country of a list', () => {
    // The step's other sentences (the same pages), so that the words weigh as they do in a step.
    const others = [
      sentence('e#s1', 'Euro', 'These countries constitute the "eurozone", some 343 million people in total as of 2018.', 2),
      sentence('e#s2', 'Euro', 'Outside the EU, the euro is also the sole currency of Montenegro and Kosovo and several European microstates (Andorra, Monaco, San Marino and the Vatican City).', 3),
      sentence('m#s1', 'Finnish markka', 'The markka was replaced by the euro (€), which had been introduced, in cash form, on 1 January 2002.', 4),
      sentence('m#s2', 'Finnish markka', 'The dual circulation period -- when both the Finnish markka and the euro had legal tender status -- ended on 28 February 2002.', 5),
    ];
    // After the bridge to Finland, as megrag reads it: sentences that name it.
    const answers = read(question, [euro, markka, ...others], ['Finland']);
    expect(answers[0]?.text).toBe('Finnish markka');
    expect(answers[0]?.typeFit).toBeGreaterThanOrEqual(1);
    // A country is no currency: the list of member states fits poorly.
    expect(answers.find((answer) => answer.text === 'Estonia')?.typeFit ?? 0).toBeLessThanOrEqual(0.3);
    // A name in the parenthesis is not what the sentence opens with ("Swedish: finsk mark").
    expect(answers.find((answer) => answer.text === 'Swedish')?.typeFit ?? 0).toBeLessThan(1);
  });

  it('keeps a country for a nationality or a language asked for', () => {
    const nationality = readExpectedAnswer('What nationality was the composer?');
    expect(nationality.headNoun).toBe('nationality');
    const answers = readPathAnswers(nationality, [sentence('s#s0', 'X', 'X was a composer from Finland.')], { terms: questionTerms('What nationality was the composer?'), excludeStems: contentStems('What nationality was the composer?') });
    expect(answers.find((answer) => answer.text === 'Finland')?.typeFit ?? 0).toBeGreaterThan(0.3);
  });
});

describe('readPathAnswers: a count of the asked-for things', () => {
  it('is no answer to "which film" ("more than 100 films")', () => {
    // ../shared/datasets/hotpotqa/corpus.jsonl, the page of Christopher Walken (first sentence).
    const walken = [sentence('w#s0', 'Christopher Walken', 'Christopher Walken (born Ronald Walken; March 31, 1943) is an American stage and film lead and character actor who has appeared in more than 100 films and television programs, including "Annie Hall" and "The Deer Hunter".')];
    const answers = read('The actor who played captain hook in Peter Pan Live! won the academy award for which film ?', walken);
    expect(answers[0]?.text).not.toBe('100 films');
    expect(answers.find((answer) => answer.text === '100 films')?.typeFit ?? 0).toBeLessThanOrEqual(0.2 * 1.3);
  });
});

describe('readPathAnswers: a year is seldom a count', () => {
  it('answers "how many legs" with "eight legs", not the year of the monograph', () => {
    // ../shared/datasets/hotpotqa/corpus.jsonl, hotpotqa-p02889 (Karl Kraepelin) and hotpotqa-p02886 (Scorpion).
    const evidence = [
      sentence('k#s0', 'Karl Kraepelin', 'Karl Matthias Friedrich Magnus Kraepelin (14 December 1848 Neustrelitz – 28 June 1915 Hamburg), was a German naturalist who specialised in the study of scorpions, centipedes, spiders and solfugids, and was noted for his monograph ""Scorpiones und Pedipalpi"" (Berlin) in 1899, which was an exhaustive survey of the taxonomy of the Order Scorpiones.', 0),
      sentence('s#s1', 'Scorpion', 'They have eight legs and are easily recognized by the pair of grasping pedipalps and the narrow, segmented tail.', 1),
    ];
    const answers = read('How many legs does the animal, in which Karl Kraepelin discusses in "Scorpiones und Pedipalpi," have?', evidence);
    expect(answers[0]?.text).toBe('eight');
  });
});

// ../shared/datasets/musique/corpus.jsonl (the Kansas page, an infobox flattened to text).
describe('readPathAnswers: a value after its label', () => {
  it('reads the number right after the asked-for measure\'s noun, as an infobox writes it', () => {
    const kansas = sentence(
      'k#s0',
      'Kansas',
      'Width 410 miles (660 km) Length 213 miles (343 km)% water 0.6 Latitude 37 ° N to 40 ° N Longitude 94 ° 35 ′ W to 102 ° 3 ′ W Population Ranked 35th Total 2,913,123 (2017 est.) Density 35.1 / sq mi (13.5 / km) Ranked 40th',
    );
    expect(read('What is the population of Kansas?', [kansas])[0]?.text).toBe('2,913,123');
  });
});
