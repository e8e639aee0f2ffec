import { describe, expect, it } from 'vitest';
import { decideEitherOr, decideYesNo, readOptionOrder } from '../../../src/answer/decide-options.js';
import type { EvidenceSentence } from '../../../src/answer/read-answers.js';

function sentence(id: string, about: string, text: string, rank = 0): EvidenceSentence {
  return { id, passageId: id.split('#')[0] ?? id, text, about, rank };
}

// Questions and sentences from ../shared/datasets/2wiki.
describe('either-or and yes/no questions, decided from evidence on every side', () => {
  it('reads the order a comparative asks for', () => {
    expect(readOptionOrder('Which film was released first, Aas Ka Panchhi or Phoolwari?')).toEqual({ kind: 'date', pick: 'earliest', end: false });
    expect(readOptionOrder('Which film has the director who died later, Love, Honor And Oh-Baby! or I Cover The Underworld?')).toEqual({ kind: 'date', pick: 'latest', end: true });
    expect(readOptionOrder('Who lived longer, Sir Thomas Wheate, 1St Baronet or Albert Édouard Le Brethon De Caligny?')).toEqual({ kind: 'lifespan', pick: 'largest' });
    expect(readOptionOrder('Which singer is American, Mark King or Nick Hexum?')).toEqual({ kind: 'fit' });
    // The age a life reached is a lifespan (HotpotQA); "older" alone asks who was born first.
    expect(readOptionOrder('Who lived to an older age, Elia Kazan or Moustapha Akkad?')).toEqual({ kind: 'lifespan', pick: 'largest' });
    expect(readOptionOrder('Which of the two died younger, A or B?')).toEqual({ kind: 'lifespan', pick: 'smallest' });
    expect(readOptionOrder('Who is older, Annie Morton or Terry Richardson?')).toEqual({ kind: 'date', pick: 'earliest', end: false });
  });

  it('answers the option whose date comes first, from each option\'s own sentence', () => {
    const question = 'Which film was released first, Aas Ka Panchhi or Phoolwari?';
    const evidence = [
      sentence('a#s0', 'Aas Ka Panchhi', 'Aas Ka Panchhi is a 1961 Hindi movie produced by J. Om Prakash.', 0),
      sentence('b#s0', 'Phoolwari', 'Phoolwari (The Bower) is a 1946 Indian Bollywood film.', 1),
    ];
    expect(decideEitherOr(question, ['Aas Ka Panchhi', 'Phoolwari'], evidence)).toMatchObject({ answer: 'Phoolwari', reason: 'compared by date' });
  });

  it('reads a side through what its passage is about (Andy Summers\' page names him Andrew James Somers)', () => {
    const question = 'Who was born first out of Aivar Kuusmaa and Andy Summers?';
    const evidence = [
      sentence('c#s0', 'Aivar Kuusmaa', 'Aivar Kuusmaa (born 12 June 1967) is an Estonian basketball coach and former professional basketball player.'),
      sentence('d#s0', 'Andy Summers', 'Andrew James Somers (born 31 December 1942 from Poulton-le-Fylde, Lancashire), known professionally as Andy Summers, is an English guitarist.'),
    ];
    expect(decideEitherOr(question, ['Aivar Kuusmaa', 'Andy Summers'], evidence).answer).toBe('Andy Summers');
  });

  it('reads a demonym as its country ("a 2009 Japanese animated film" is from Japan; HotpotQA dev)', () => {
    const question = 'Which 2009 animated film is from Japan, Summer Wars or The Secret of Kells?';
    const evidence = [
      sentence('e#s0', 'Summer Wars', 'Summer Wars is a 2009 Japanese animated science fiction film directed by Mamoru Hosoda, animated by Madhouse and distributed by Warner Bros. Pictures.'),
      sentence('f#s0', 'The Secret of Kells', 'The Secret of Kells is a 2009 French-Belgian-Irish animated fantasy film animated by Cartoon Saloon that premiered on 8 February 2009 at the 59th Berlin International Film Festival.'),
    ];
    expect(decideEitherOr(question, ['Summer Wars', 'The Secret of Kells'], evidence).answer).toBe('Summer Wars');
  });

  it('answers null with the reason when a side has no evidence (no first-named default)', () => {
    const decision = decideEitherOr('Which film was released first, Aas Ka Panchhi or Phoolwari?', ['Aas Ka Panchhi', 'Phoolwari'], [
      sentence('a#s0', 'Aas Ka Panchhi', 'Aas Ka Panchhi is a 1961 Hindi movie produced by J. Om Prakash.'),
    ]);
    expect(decision).toEqual({ answer: null, reason: 'no evidence about Phoolwari', evidence: [] });
  });

  it('compares the widest place each side names for "the same country"', () => {
    const question = 'Are Vasilyevsky Island and Preobrazheniya Island located in the same country?';
    const evidence = [
      sentence('e#s0', 'Vasilyevsky Island', 'Vasilyevsky Island (Vasilyevsky Ostrov, V.O.) is an island in St. Petersburg, Russia, bordered by the Bolshaya Neva and Malaya Neva rivers.'),
      sentence('f#s0', 'Preobrazheniya Island', "Preobrazheniya Island, meaning' Transfiguration Island', is an island in the Laptev Sea, Russia."),
    ];
    expect(decideYesNo(question, ['Vasilyevsky Island', 'Preobrazheniya Island'], evidence)).toMatchObject({ answer: 'yes', reason: 'country: Russia, Russia' });
    const georgia = [evidence[0]!, sentence('g#s0', 'Nasamkhrali', 'Nasamkhrali (previously known as Nasomkhari until 1955) is a village in the Telavi district of Georgia.')];
    expect(decideYesNo('Are Vasilyevsky Island and Nasamkhrali both located in the same country?', ['Vasilyevsky Island', 'Nasamkhrali'], georgia)).toMatchObject({ answer: 'no' });
  });

  it('a sentence naming one side in full is no evidence about another side it shares words with', () => {
    // ../shared/datasets/hotpotqa/corpus.jsonl: "Watertown International Airport" holds two of the three words of
    // "Alexandria International Airport"; before, both sides read New York and the answer was yes.
    const evidence = [
      sentence('hotpotqa-p00041#s0', 'Watertown International Airport', 'Watertown International Airport (IATA: ART, ICAO: KART, FAA LID: ART) is a county owned, public use airport located in Jefferson County, New York, United States.'),
      sentence('hotpotqa-p00046#s1', 'Alexandria International Airport (Louisiana)', 'The airport is operated by the England Authority, also known as the England Economic and Industrial Development District, an independent political subdivision of the State of Louisiana.'),
    ];
    const decision = decideYesNo('Are Watertown International Airport and Alexandria International Airport both airports in the same state ?', ['Watertown International Airport', 'Alexandria International Airport'], evidence);
    expect(decision.answer).toBe('no');
  });

  it('compares the describing word of each side for a nationality, and for a country no sentence places', () => {
    // ../shared/datasets/2wiki/corpus.jsonl: 2wiki-p00390, 2wiki-p00391, 2wiki-p01695, 2wiki-p01696.
    const algiers = sentence('2wiki-p00390#s0', 'Algiers (film)', 'Algiers is a 1938 American drama film directed by John Cromwell and starring Charles Boyer, Sigrid Gurie, and Hedy Lamarr.');
    const tango = sentence('2wiki-p00391#s0', 'Naked Tango', "Naked Tango is a 1991 American- Argentine erotic drama film written and directed by Leonard Schrader and starring Vincent D'Onofrio, Mathilda May, Esai Morales and Fernando Rey.", 1);
    expect(decideYesNo('Are both movies, Naked Tango and Algiers (Film), from the same country?', ['Naked Tango', 'Algiers (Film)'], [algiers, tango])).toMatchObject({ answer: 'yes', reason: 'country: American, American' });
    const valpre = sentence('2wiki-p01695#s0', 'The Rocks of Valpre (1935 film)', 'The Rocks of Valpre is a 1935 British crime film directed by Henry Edwards and starring John Garrick, Winifred Shotter and Leslie Perrins.');
    const flesh = sentence('2wiki-p01696#s0', 'Proud Flesh (film)', "Proud Flesh is a 1925 American silent comedy- drama film directed by King Vidor and starring Eleanor Boardman, Pat O'Malley and Harrison Ford in a romantic triangle.", 1);
    expect(decideYesNo('Are the movies The Rocks Of Valpre (1935 Film) and Proud Flesh (Film), from the same country?', ['The Rocks Of Valpre (1935 Film)', 'Proud Flesh (Film)'], [valpre, flesh])).toMatchObject({ answer: 'no' });
  });

  // ../shared/datasets/2wiki/corpus.jsonl: 2wiki-p00675, 2wiki-p00670.
  it('compares the countries the sides are described by for "the same nationality", not any capitalised word', () => {
    const elliot = sentence('2wiki-p00675#s0', 'David Elliot (illustrator)', 'David Elliot is a New Zealand illustrator and author, known internationally for his contributions to the" Redwall" fantasy series by British author, Brian Jacques.');
    const ferguson = sentence('2wiki-p00670#s0', 'Eustace William Ferguson', 'Eustace William Ferguson born 24 October 1884( Invercargill, New Zealand) died 18 July 1927( Wahroonga, New South Wales) was a New Zealand pathologist and entomologist.', 1);
    const question = 'Do David Elliot (Illustrator) and Eustace William Ferguson share the same nationality?';
    expect(decideYesNo(question, ['David Elliot (Illustrator)', 'Eustace William Ferguson'], [elliot, ferguson])).toMatchObject({ answer: 'yes', reason: 'nationality: New Zealand, New Zealand' });
  });

  // ../shared/datasets/2wiki/corpus.jsonl: 2wiki-p00312, 2wiki-p00310.
  it('reads a side\'s date from a sentence about the asked event, not one that shares the comparative ("later")', () => {
    const evidence = [
      sentence('2wiki-p00312#s0', 'Gideon Johnson Pillow', 'Gideon Johnson Pillow (June 8, 1806 – October 8, 1878) was an American lawyer, politician, speculator, slaveowner, United States Army major general of volunteers during the Mexican–American War and Confederate brigadier general in the American Civil War.'),
      sentence('2wiki-p00312#s3', 'Gideon Johnson Pillow', 'In 1847, Pillow was commissioned a brigadier general of volunteers to serve in the Mexican–American War, and was later promoted to major general.', 1),
      sentence('2wiki-p00310#s0', 'Holm Jølsen', 'Holm Pedersen Jølsen (6 December 1833 – 1 August 1906) was a Norwegian industrial pioneer and plant owner.', 2),
      sentence('2wiki-p00310#s1', 'Holm Jølsen', 'He was born near the village Rælingen in Akershus, Norway.', 3),
    ];
    expect(decideEitherOr('Who was born later, Gideon Johnson Pillow or Holm Jølsen?', ['Gideon Johnson Pillow', 'Holm Jølsen'], evidence)).toMatchObject({ answer: 'Holm Jølsen', reason: 'compared by date' });
  });

  // ../shared/datasets/2wiki/corpus.jsonl: 2wiki-p01984, 2wiki-p01991.
  it('reads two demonyms in a row as one compound nationality ("a Greek American baseball player" is American too)', () => {
    const jen = sentence('2wiki-p01984#s0', 'Jen Armbruster', 'Jennifer" Jen" Armbruster( born 1975 in Taipei) is an American goalball player.');
    const gus = sentence('2wiki-p01991#s0', 'Gus Triandos', 'Gus Triandos( July 30, 1930 – March 28, 2013) was a Greek American professional baseball player and scout.', 1);
    const question = 'Do Jen Armbruster and Gus Triandos have the same nationality?';
    expect(decideYesNo(question, ['Jen Armbruster', 'Gus Triandos'], [jen, gus])).toMatchObject({ answer: 'yes', reason: 'nationality: American, Greek American' });
  });
});
