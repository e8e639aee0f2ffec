import { describe, expect, it } from 'vitest';
import { findBridge, findBridges } from '../../../src/answer/bridge-question.js';
import { contentStems, questionTerms, stemOf } from '../../../src/answer/question-terms.js';
import type { EvidenceSentence } from '../../../src/answer/read-answers.js';

function sentence(id: string, about: string, text: string, rank = 0): EvidenceSentence {
  return { id, passageId: id.split('#')[0] ?? id, text, about, rank };
}

function bridge(question: string, evidence: EvidenceSentence[], from?: string) {
  return findBridge(question, questionTerms(question), evidence, contentStems(question), from ? { from } : {});
}

// Questions and sentences from ../shared/datasets (MuSiQue, 2Wiki).
describe('findBridge: step 1 answer replaces the part of the question it resolves', () => {
  it('aligns a relative clause with the sentence and puts the sentence\'s new name in its place', () => {
    const found = bridge('Who was the first president of the association which published Journal of Psychotherapy Integration?', [
      sentence('p1#s0', 'Journal of Psychotherapy Integration', 'The Journal of Psychotherapy Integration is a peer-reviewed academic journal published by the American Psychological Association on behalf of the Society for the Exploration of Psychotherapy Integration.'),
    ]);
    expect(found).toMatchObject({
      entity: 'American Psychological Association',
      resolved: 'association which published Journal of Psychotherapy Integration',
      nextQuestion: 'Who was the first president of the American Psychological Association?',
    });
    expect(found?.unresolved).toEqual(['first', 'president'].map(stemOf));
  });

  it('offers no class noun alone ("Society" of "the Society for the Exploration of …") as an entity', () => {
    const question = 'Who was the first president of the association which published Journal of Psychotherapy Integration?';
    const evidence = [
      sentence('p1#s0', 'Journal of Psychotherapy Integration', 'The Journal of Psychotherapy Integration is a peer-reviewed academic journal published by the American Psychological Association on behalf of the Society for the Exploration of Psychotherapy Integration.'),
    ];
    const entities = findBridges(question, questionTerms(question), evidence, contentStems(question)).map((found) => found.entity);
    expect(entities[0]).toBe('American Psychological Association');
    expect(entities).not.toContain('Society');
  });

  it('takes "the county in which X is located" whole, preposition and clause included', () => {
    const found = bridge('What county shares a border with the county in which Johnnycake, West Virginia is located?', [
      sentence('p2#s0', 'Johnnycake, West Virginia', 'Johnnycake is an unincorporated community in McDowell County, West Virginia, United States.'),
    ]);
    expect(found?.entity).toBe('McDowell County');
    expect(found?.nextQuestion).toBe('What county shares a border with McDowell County?');
  });

  it('widens "of film X" to "the director of film X" and picks the person the sentence names by "directed by"', () => {
    const found = bridge('What is the place of birth of the director of film Gaby: A True Story?', [
      sentence('p3#s0', 'Gaby: A True Story', 'Gaby: A True Story is a 1987 American-Mexican drama biographical film directed by Luis Mandoki, and starring Rachel Levin, Liv Ullmann, Norma Aleandro and Robert Loggia.'),
    ]);
    expect(found?.entity).toBe('Luis Mandoki');
    expect(found?.nextQuestion).toBe('What is the place of birth of the Luis Mandoki?');
  });

  it('needs the aligned part to hold a name of the question, and a later hop to stand on the previous bridge', () => {
    // Shares only "county" and "border" with the question: no name of it, so no bridge.
    const unanchored = [sentence('p4#s0', 'Tolna County', 'It shares borders with the Hungarian counties Somogy, Tolna, and Bács-Kiskun.')];
    expect(bridge('What county shares a border with the county in which Johnnycake, West Virginia is located?', unanchored)).toBeUndefined();
    const evidence = [sentence('p5#s0', 'Johnnycake, West Virginia', 'Johnnycake is an unincorporated community in McDowell County, West Virginia, United States.')];
    expect(bridge('What county shares a border with the county in which Johnnycake, West Virginia is located?', evidence, 'Iaeger')).toBeUndefined();
  });

  it('leaves no bridge when the sentence already covers the whole question', () => {
    const question = 'When was the Adelaide Lightning formed?';
    expect(bridge(question, [sentence('p6#s0', 'Adelaide Lightning', 'The Adelaide Lightning was formed in 1993.')])).toBeUndefined();
  });
});

// ../shared/datasets/hotpotqa/corpus.jsonl, hotpotqa-p00318 without its title.
describe('findBridge: the question\'s own person under a fuller name is not a bridge', () => {
  it('skips "Andrew Alan Fuller" for a question about "Drew Fuller" and bridges to the series', () => {
    const question = 'Drew Fuller stared in a series that originally broadcast on what station?';
    const evidence = [
      sentence('hotpotqa-p00318#s0', 'Andrew Alan Fuller', 'Andrew Alan "Drew" Fuller (born May 19, 1980) is an American actor and former male model.'),
      sentence('hotpotqa-p00318#s1', 'Andrew Alan Fuller', 'He is best known for his portrayal of Chris Halliwell in the television series "Charmed" and for playing soldier Trevor LeBlanc on Lifetime\'s "Army Wives".', 1),
    ];
    const found = bridge(question, evidence);
    expect(found?.entity).not.toBe('Andrew Alan Fuller');
    expect(found?.entity).not.toMatch(/Fuller/);
  });
});

describe('findBridge: hyphenated names', () => {
  it('takes a hyphenated name whole: nothing of "Kim Jong-chul" is left for a next step', () => {
    // The question is from ../shared/datasets/musique/questions.jsonl; the sentence is written for the test.
    const evidence = [sentence('t1#s0', 'Dennis Rodman', 'Dennis Rodman met the wife of Kim Jong-un in Pyongyang.')];
    // Before, "the wife of Kim Jong" was resolved to a name and the next question read "Who is <name>-chul?".
    expect(bridge('Who is the wife of Kim Jong-chul?', evidence)).toBeUndefined();
    const found = bridge('Where was the mother of Jean-Pierre Rampal born?', [sentence('t2#s0', 'Jean-Pierre Rampal', 'Jean-Pierre Rampal was the son of Andrée Roggero.')]);
    expect(found?.resolved).toBe('the mother of Jean-Pierre Rampal');
    expect(found?.nextQuestion).toBe('Where was Andrée Roggero born?');
  });

  it('replaces the whole name: a function word ending a title and a parenthesis after it are not left behind', () => {
    // Before: "Where was the place of death of the Aretha Franklin You?" ("You" is no term, so the alignment stopped before it).
    const song = bridge("Where was the place of death of the performer of song I Can'T See Myself Leaving You?", [
      sentence('p00263#s0', "I Can't See Myself Leaving You", '"I Can\'t See Myself Leaving You" is a song written by Ronnie Shannon and performed by Aretha Franklin.'),
    ]);
    expect(song?.resolved).toBe("performer of song I Can'T See Myself Leaving You");
    expect(song?.nextQuestion).not.toMatch(/You\?$/);
    // Before: "What is the place of birth of the Paul Thomas Anderson (Film)?"
    const film = bridge('What is the place of birth of the director of film Inherent Vice (Film)?', [
      sentence('p00317#s0', 'Inherent Vice (film)', 'Inherent Vice is a 2014 American neo-noir period comedy-drama film written and directed by Paul Thomas Anderson, based on the novel of the same name by Thomas Pynchon.'),
    ]);
    expect(film?.entity).toBe('Paul Thomas Anderson');
    expect(film?.nextQuestion).toBe('What is the place of birth of the Paul Thomas Anderson?');
    // A part that ends inside a parenthesis takes its ")": before, "Which country Iván Noel) is from?".
    const composer = bridge('Which country the composer of film Brecha (2009 Film) is from?', [
      sentence('p02990#s0', 'Brecha (2009 film)', 'Brecha is a 2009 Spanish drama film written and directed by Iván Noel and starring Francisco Alfonsin.'),
    ]);
    expect(composer?.entity).toBe('Iván Noel');
    expect(composer?.nextQuestion).not.toContain(')');
    // "and" joins two names: the run does not go over it.
    const two = bridge('Who directed the sequel of Jaws and Titanic?', [sentence('s#s0', 'Jaws 2', 'Jaws 2 is the sequel of Jaws, directed by Jeannot Szwarc.')]);
    expect(two?.resolved ?? '').not.toMatch(/Titanic/);
  });

  it('does not resolve a part of the question\'s name alone into another entity', () => {
    // Before: "Sylvia" was aligned with a sentence naming another Sylvia and replaced by José Luis Guerín.
    const found = bridge("Where did Sylvia Burka's husband die?", [
      sentence('x#s0', 'Sylvia (film)', 'Sylvia is a 2003 film directed by Christine Jeffs, shot in Spain with José Luis Guerín.'),
      sentence('p00334#s5', 'Sylvia Burka', 'She was married to Jocelyn Lovell, an Olympic cyclist.'),
    ]);
    expect(found?.entity).not.toBe('José Luis Guerín');
    expect(found?.resolved ?? '').not.toBe('Sylvia');
  });

  it('takes a reduced relative clause with the name: "the country Signmark is from" is resolved whole', () => {
    const found = bridge('What currency predated the Euro in the country Signmark is from?', [
      sentence('musique-p02093#s0', 'Signmark', "Signmark was one of the artists competing in Finland's national qualifications to represent it in the 2009 Eurovision Song Contest."),
    ]);
    expect(found?.resolved).toBe('the country Signmark is from');
    expect(found?.entity).toBe('Finland');
    expect(found?.nextQuestion).toBe('What currency predated the Euro in Finland?');
    // The main verb after the clause stays: "the company X is part of [dissolve]".
    const company = bridge('What year did the company Novair International Airways is part of dissolve?', [
      sentence('n#s0', 'Novair International Airways', 'Novair International Airways was a British airline, a subsidiary of the Rank Organisation.'),
    ]);
    expect(company?.resolved).toBe('the company Novair International Airways is part of');
    expect(company?.nextQuestion).toMatch(/ dissolve\?$/);
  });

  it('stops widening where the phrase would take the whole question, and reads the place at the phrase\'s level', () => {
    // ../shared/datasets/musique/corpus.jsonl, musique-p02953: "the population of" is what the next step asks.
    const found = bridge('What is the population of the state where Dodge City Regional Airport is located?', [
      sentence('musique-p02953#s0', 'Dodge City Regional Airport', 'Dodge City Regional Airport is three miles east of Dodge City, in Ford County, Kansas.'),
    ]);
    expect(found).toMatchObject({ entity: 'Kansas', resolved: 'the state where Dodge City Regional Airport is located', nextQuestion: 'What is the population of Kansas?' });
    expect(found?.unresolved).toEqual(['population'].map(stemOf));
  });

  it('ends a relative clause before the main clause\'s verb: the rest of the question is asked next', () => {
    // ../shared/datasets/musique: the clause "where X is" / "where X died" is followed by the question's own predicate.
    const time = bridge('What time does the state where Greenfield-Central High is stop selling booze?', [
      sentence('g#s0', 'Greenfield-Central High School', 'Greenfield-Central High School is a public high school located in Greenfield, Indiana.'),
    ]);
    expect(time).toMatchObject({ entity: 'Indiana', resolved: 'the state where Greenfield-Central High is', nextQuestion: 'What time does Indiana stop selling booze?' });
    const districts = bridge('The state where Henry Worrall died has how many congressional districts?', [
      sentence('h#s0', 'Henry Worrall', 'Henry Worrall died in Topeka, Kansas, in 1902.'),
    ]);
    expect(districts?.nextQuestion).toBe('Kansas has how many congressional districts?');
    // A clause whose verb takes an object still runs to the end of the question.
    const association = bridge('Who was the first president of the association which published Journal of Psychotherapy Integration?', [
      sentence('p1#s0', 'Journal of Psychotherapy Integration', 'The Journal of Psychotherapy Integration is published by the American Psychological Association.'),
    ]);
    expect(association?.nextQuestion).toBe('Who was the first president of the American Psychological Association?');
  });

  it('never replaces a date phrase with a name, and starts the part at the start of the name it starts in', () => {
    // ../shared/datasets/2wiki/corpus.jsonl, 2wiki-p02249. Before: "the date of death of Bernhard … Bronckhorst's"
    // resolved to Jobst of Limburg and the next question was "What is Jobst of Limburg's father?".
    const question = "What is the date of death of Bernhard Albrecht Of Limburg And Bronckhorst's father?";
    const found = bridge(question, [
      sentence('2wiki-p02249#s0', 'Bernhard Albrecht of Limburg and Bronckhorst', 'Bernhard Albrecht, count of Limburg and Bronckhorst (died 1669), son of Jobst of Limburg, married in 1626 Anna Maria von Berg.'),
      // Written for the test: a sentence that names the father without "Bernhard".
      sentence('x#s0', '', "Albrecht's father was Jobst of Limburg.", 1),
    ]);
    expect(found?.entity).toBe('Jobst of Limburg');
    expect(found?.resolved ?? '').not.toMatch(/^the date/);
    expect(found?.nextQuestion ?? '').toMatch(/^What is the date of death of /);
    // "Albrecht Of Limburg And Bronckhorst's father" would leave "Bernhard" before the bridge.
    expect(found?.nextQuestion ?? '').not.toMatch(/Bernhard/);
  });

  it('reads a place at the level the sentence names for it ("Maharashtra state", "the Demerara-Mahaica region of Guyana")', () => {
    // ../shared/datasets/musique/corpus.jsonl. The sentence repeats "state", so the relative word is inside
    // the aligned run: the clause still runs to the end ("is located" is not left in the next question).
    const state = bridge('Who was in charge of the state where Shringarpur is located?', [
      sentence('s#s0', 'Shringarpur', 'Shringarpur is a small village in Ratnagiri district, Konkan, Maharashtra state, India.'),
    ]);
    expect(state).toMatchObject({ entity: 'Maharashtra', resolved: 'the state where Shringarpur is located', nextQuestion: 'Who was in charge of Maharashtra?' });
    const country = bridge('When did the country where the village of Clonbrook is located, become a member of CARICOM?', [
      sentence('c#s0', 'Clonbrook', 'Clonbrook is a village in the Demerara-Mahaica region of Guyana.'),
    ]);
    expect(country?.entity).toBe('Guyana');
  });
});

describe('findBridge: a place at the level the bridged phrase names', () => {
  it('takes the state of "a house in Kirkwood, Missouri", not the park the house is also named after', () => {
    // ../shared/datasets/musique/corpus.jsonl, musique-p02973 (Kraus House).
    const found = bridge('Where does the Merrimack River start in the state where the Kraus House is located?', [
      sentence('k#s0', 'Kraus House', 'The Kraus House, also known as the Frank Lloyd Wright House in Ebsworth Park, is a house in Kirkwood, Missouri designed by architect Frank Lloyd Wright.'),
    ]);
    expect(found).toMatchObject({ entity: 'Missouri', nextQuestion: 'Where does the Merrimack River start in Missouri?' });
  });

  // ../shared/datasets/musique (2hop__102789_75372, 2hop__472106_10369).
  it('reads "the country X is from" off a demonym ("a Chinese journalist" -> China)', () => {
    const found = bridge('What is the debt load for the US carried by the country Dai Jitao is from?', [
      sentence('d#s0', 'Dai Jitao', "Dai Jitao or Tai Chi-t'ao (; January 6, 1891 – February 21, 1949) was a Chinese journalist, an early Kuomintang member, and the first head of the Examination Yuan of the Republic of China."),
      sentence('d#s1', 'Dai Jitao', 'He is often referred to as Dai Chuanxian () or by his other courtesy name, Dai Xuantang ().'),
    ]);
    expect(found).toMatchObject({ entity: 'China', resolved: 'the country Dai Jitao is from', nextQuestion: 'What is the debt load for the US carried by China?' });
  });

  it('takes no other name of the question\'s own subject, and binds "X\'s country" before "of"', () => {
    const found = bridge("Who was the first president of Damerjog's country?", [
      sentence('m#s0', 'Damerjog', 'Damerjog or Damerdjog () is a small village located in eastern Djibouti, populated by farmers and gardeners, located in the Arta Region, 16 km southeast of the capital Djibouti, north of the border with Somalia.'),
    ]);
    expect(found).toMatchObject({ entity: 'Djibouti', resolved: "Damerjog's country", nextQuestion: 'Who was the first president of Djibouti?' });
  });

  // ../shared/datasets/musique (2hop__167577_31122, 2hop__409884_83837, 2hop__580458_139390, 2hop__26979_85063).
  it('takes a title\'s own article after "of" with it, so "the author of A Treatise …" is widened whole', () => {
    const found = bridge('What century did the author of A Treatise Concerning the Principles of Human Knowledge live in?', [
      sentence('t#s0', 'A Treatise Concerning the Principles of Human Knowledge', "A Treatise Concerning the Principles of Human Knowledge (commonly called Treatise when referring to Berkeley's works) is a 1710 work, in English, by Irish Empiricist philosopher George Berkeley."),
    ]);
    expect(found).toMatchObject({ entity: 'George Berkeley', resolved: 'the author of A Treatise Concerning the Principles of Human Knowledge', nextQuestion: 'What century did George Berkeley live in?' });
    const cast = bridge('What was the cast member of The Bad Man nominated for?', [
      sentence('b#s0', 'The Bad Man', 'The Bad Man is a 1930 American Pre-Code Western film starring Walter Huston which was produced and released by First National Pictures, a subsidiary of Warner Bros.'),
    ]);
    expect(cast).toMatchObject({ entity: 'Walter Huston', resolved: 'the cast member of The Bad Man' });
  });

  it('reads "the <title> performer" as "the performer of <title>"', () => {
    const found = bridge('Who sings Home Alone Tonight with the Country Girl (Shake It for Me) performer?', [
      sentence('c#s0', 'Country Girl (Shake It for Me)', '"Country Girl (Shake It for Me)" is a song co-written and recorded by American country music artist Luke Bryan.'),
    ]);
    expect(found).toMatchObject({ entity: 'Luke Bryan', resolved: 'the Country Girl (Shake It for Me) performer', nextQuestion: 'Who sings Home Alone Tonight with Luke Bryan?' });
  });

  it('does not anchor on a class noun inside the question\'s name: another museum\'s page is no bridge', () => {
    const found = bridge('When did the Admiral Twin open in the city where the Philbrook Museum is located?', [
      sentence('f#s0', 'Fort Vredeburg Museum', 'Fort Vredeburg Museum (Official Indonesian name, Museum Benteng Vredeburg Yogyakarta), was a former colonial fortress located in the city of Yogyakarta.'),
    ]);
    expect(found).toBeUndefined();
    const tulsa = bridge('When did the Admiral Twin open in the city where the Philbrook Museum is located?', [
      sentence('o#s1', 'Oklahoma', 'The Philbrook Museum of Tulsa is considered one of the top 50 fine art museums in the United States.'),
    ]);
    expect(tulsa?.resolved).toBe('the city where the Philbrook Museum is located');
  });

  // ../shared/datasets/musique (2hop__105694_91469).
  it('ends a relative clause before the main verb of a question opened by an auxiliary, and reads a two-word country before a noun', () => {
    const found = bridge('When was the country that produced Fist Power taken by the British?', [
      sentence('f#s0', 'Fist Power', 'Fist Power is a 2000 Hong Kong action film directed by Aman Chang, starring Chiu Man-cheuk, Anthony Wong, Gigi Lai and Sam Lee.'),
    ]);
    expect(found).toMatchObject({ entity: 'Hong Kong', resolved: 'the country that produced Fist Power', nextQuestion: 'When was Hong Kong taken by the British?' });
  });

  // ../shared/datasets/musique (2hop__192272_135703, musique-p02682).
  it('keeps a relative clause whole when only a verb the terms leave out is left ("… named after"), and reads the country the table knows', () => {
    const found = bridge('What is the country where Baure is located named after?', [
      sentence('b#s0', 'Baure, Nigeria', 'Baure is a Local Government Area in Katsina State, Nigeria, sharing a border with the Republic of Niger.'),
    ]);
    expect(found).toMatchObject({ entity: 'Nigeria', resolved: 'the country where Baure is located', nextQuestion: 'What is Nigeria named after?' });
  });

  // ../shared/datasets/musique (2hop__205146_62031).
  it('does not bring a name near the aligned words by its own class noun ("the Limpopo River" is not near "the Bubye River")', () => {
    const found = bridge('What is the name of the waterfall in the country where the Bubye River is found?', [
      sentence('u#s0', 'Bubye River', 'The Bubye River, also known as Bubi River, is a tributary of the Limpopo River in Beitbridge District and Gwanda District, Zimbabwe.'),
    ]);
    expect(found).toMatchObject({ entity: 'Zimbabwe', resolved: 'the country where the Bubye River is found' });
  });

  // ../shared/datasets/musique/corpus.jsonl (the page of Iron Fist's second season).
  it('stands on a name of the question only when the sentence holds most of its words ("Iron Fist" is not "Fist Power")', () => {
    const question = 'When was the country that produced Fist Power taken by the British?';
    const ironFist = sentence('i#s0', '', 'Iron Fist (season 2) Promotional poster Starring Finn Jones Jessica Henwick Tom Pelphrey Jessica Stroup Sacha Dhawan Simone Missick Alice Eve Country of origin United States No. of episodes 10 Release');
    expect(bridge(question, [ironFist])).toBeUndefined();
    const fistPower = sentence('f#s0', 'Fist Power', 'Fist Power is a 2000 Hong Kong action film directed by Aman Chang, starring Chiu Man-cheuk, Anthony Wong, Gigi Lai and Sam Lee.');
    expect(bridge(question, [ironFist, fistPower])?.entity).toBe('Hong Kong');
  });

  // ../shared/datasets/musique (2hop__131318_49700; musique-p02962, musique-p02971, musique-p02953).
  it('does not stand on another name that shares the class words of the question\'s ("Winner Regional Airport", "a regional airport")', () => {
    const question = 'What is the population of the state where Dodge City Regional Airport is located?';
    const winner = sentence('w#s0', 'Winner Regional Airport', 'Winner Regional Airport , also known as Bob Wiley Field, is a public airport located one mile (2 km) northeast of the central business district of Winner, a city in Tripp County, South Dakota, United States.');
    const bundaberg = sentence('b#s0', 'Bundaberg Airport', 'Bundaberg Airport is a regional airport serving Bundaberg, a city in the Australian state of Queensland.');
    expect(bridge(question, [winner])).toBeUndefined();
    expect(bridge(question, [bundaberg])).toBeUndefined();
    const dodge = sentence('d#s0', 'Dodge City Regional Airport', 'Dodge City Regional Airport is three miles east of Dodge City, in Ford County, Kansas.');
    expect(bridge(question, [winner, bundaberg, dodge])).toMatchObject({ entity: 'Kansas', resolved: 'the state where Dodge City Regional Airport is located' });
  });


  // ../shared/datasets/2wiki (the Billy Elliot page; Corey Snide's).
  it('leaves the question\'s main verb out of the part it replaces ("Where was [the composer of film Billy Elliot] born?")', () => {
    const question = 'Where was the composer of film Billy Elliot born?';
    const snide = sentence('c#s0', 'Corey Snide', 'Corey Snide (born December 19, 1993) is an American actor and dancer best known for his performance as Billy Elliot in Billy Elliot the Musical.');
    const billy = sentence('b#s1', 'Billy Elliot', "Set in County Durham, North East England during the 1984–85 coal miners' strike, it was written by Lee Hall and directed by Stephen Daldry with music composed by Stephen Warbeck.", 1);
    // "film Billy Elliot born" (aligned with Corey Snide's "born") is no part of the question: "born" is left to the next step.
    expect(bridge(question, [snide])).toMatchObject({ resolved: 'the composer of film Billy Elliot', unresolved: ['born'] });
    expect(bridge(question, [snide, billy])).toMatchObject({ entity: 'Stephen Warbeck', resolved: 'composer of film Billy Elliot', unresolved: ['born'] });
  });

  // ../shared/datasets/2wiki (the page of Maurice, Prince of Orange).
  it('takes a name\'s possessive inside the aligned words whole: "the place of death of [X\'s father]"', () => {
    const found = bridge("Where was the place of death of Maurice, Prince Of Orange's father?", [
      sentence('m#s1', 'Maurice, Prince of Orange', 'He succeeded his father William the Silent as stadtholder of Holland and Zeeland in 1585.'),
    ]);
    expect(found).toMatchObject({ entity: 'William the Silent', resolved: "Maurice, Prince Of Orange's father", nextQuestion: 'Where was the place of death of William the Silent?' });
  });

  // ../shared/datasets/musique (2hop__..., musique-p06004, musique-p02679).
  it('does not align across the question\'s own wh-word ("In The Godfather, who does [the producer of Mistress] play?")', () => {
    const found = bridge('In The Godfather, who does the producer of Mistress play?', [
      sentence('g#s0', 'The Godfather Part II', 'The Godfather Part II is a 1974 American crime film produced and directed by Francis Ford Coppola from a screenplay co-written with Mario Puzo, starring Al Pacino and Robert De Niro.'),
      sentence('m#s0', 'Mistress (1992 film)', 'Mistress is a 1992 comedy-drama film starring Robert De Niro, Danny Aiello, Eli Wallach, Robert Wuhl and Martin Landau.', 1),
    ]);
    expect(found).toMatchObject({ entity: 'Robert De Niro', resolved: 'the producer of Mistress', nextQuestion: 'In The Godfather, who does Robert De Niro play?' });
  });

  // ../shared/datasets/musique (2hop__537404_55227; the page of Paul Blart: Mall Cop 2).
  it('widens over a further "R of" only when the sentence speaks of R ("[the wife of] the actor who produced X")', () => {
    const found = bridge('Who plays the wife of the actor who produced Paul Blart: Mall Cop 2 in the movie Grown Ups?', [
      sentence('p#s0', 'Paul Blart: Mall Cop 2', 'Paul Blart: Mall Cop 2 is a 2015 American action comedy film directed by Andy Fickman and written by Kevin James and Nick Bakay, and produced by Todd Garner, Kevin James and Adam Sandler.'),
    ]);
    expect(found?.resolved.startsWith('the actor who produced Paul Blart: Mall Cop 2')).toBe(true);
    expect(found?.nextQuestion.startsWith('Who plays the wife of ')).toBe(true);
  });
});
