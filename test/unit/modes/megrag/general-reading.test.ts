import { describe, expect, it } from 'vitest';
import { generalStep, startGeneralState } from '../../../../src/modes/megrag/general-reading.js';
import { HeuristicPolicy } from '../../../../src/modes/megrag/heuristic-policy.js';
import { candidateSet } from './candidate-fixtures.js';
import { emptyHistory } from '../../../../src/modes/megrag/reasoning-history.js';
import { after, input } from './policy-steps.js';

// A HotpotQA dev question the relation plan declines (no "the R of E" chain), and its corpus passages (../shared/datasets/hotpotqa).
const QUESTION = 'Who directed the film that was shot in or around Leland, North Carolina in 1986';
const LELAND = {
  id: 'leland',
  title: 'Leland, North Carolina',
  sentences: [
    'Leland is a town in Brunswick County, North Carolina, United States.',
    'The population was 13,527 at the 2010 census, up from 1,938 at the 2000 census.',
    'A number of movies, such as "Maximum Overdrive" (1986), "Domestic Disturbance" (2001), and "We\'re the Millers" (2013) have been shot in or around Leland.',
  ],
};
const OVERDRIVE = {
  id: 'overdrive',
  title: 'Maximum Overdrive',
  sentences: [
    'Maximum Overdrive is a 1986 American science fiction horror comedy film written and directed by Stephen King.',
    'The film stars Emilio Estevez, Pat Hingle, Laura Harrington, and Yeardley Smith.',
  ],
};

describe('megrag heuristic policy: the general answer path', () => {
  it('bridges through the film step 1 resolves, then answers from a sentence about it (lexicon full and none)', () => {
    for (const lexicon of ['full', 'none'] as const) {
      const policy = new HeuristicPolicy(lexicon);
      const first = policy.decideNow(input(QUESTION, candidateSet([LELAND])));
      expect(first.intermediateAnswer).toBe('Maximum Overdrive');
      expect(first.action).toEqual({
        kind: 'continue',
        nextQuery: 'Who directed Maximum Overdrive',
        transition: 'bridge: the film that was shot in or around Leland, North Carolina in 1986',
        focus: ['Maximum Overdrive'],
      });
      expect(first.selected.map((item) => item.id)).toEqual(['leland#s2']);
      expect(first.note).toMatch(/^general reading: .*resolved to Maximum Overdrive \(relation plan: unresolved: /);
      const history = after(emptyHistory(), QUESTION, first);
      // Step 2's candidates hold Leland's page too: its names (Brunswick County …) do not mention the bridge.
      const second = policy.decideNow(input(QUESTION, candidateSet([LELAND, OVERDRIVE]), history, 'Who directed Maximum Overdrive'));
      expect(second.action).toEqual({ kind: 'stop', answer: 'Stephen King', reason: 'answer' });
      expect(second.selected.map((item) => item.id)).toEqual(['overdrive#s0']);
      expect(second.resolvedPath).toBe('the film that was shot in or around Leland, North Carolina in 1986 -> Maximum Overdrive; Who directed Maximum Overdrive -> Stephen King');
    }
  });

  it('answers null with the reason when no sentence mentions the bridge (no guess)', () => {
    const policy = new HeuristicPolicy('none');
    const first = policy.decideNow(input(QUESTION, candidateSet([LELAND])));
    const withoutMention = { ...LELAND, sentences: LELAND.sentences.slice(0, 2) };
    const second = policy.decideNow(input(QUESTION, candidateSet([withoutMention]), after(emptyHistory(), QUESTION, first), 'Who directed Maximum Overdrive'));
    expect(second.action).toEqual({ kind: 'stop', answer: null, reason: 'no-progress' });
    expect(second.note).toMatch(/^unresolved: no person found in a sentence mentioning Maximum Overdrive/);
  });

  // ../shared/datasets/musique (2hop__64274_724161, musique-p02330): the sentence shares "1930" and "salt" with the
  // question and says nothing of a language; "British" was read from it as the answer.
  it('answers null rather than read an answer from a sentence covering little of the question', () => {
    const question = 'What is the native language of the person who broke the salt law in Belgium in 1930?';
    const march = {
      id: 'march',
      title: 'Salt March',
      sentences: [
        'The 24 - day march began from 12 March 1930 and continued until 6 April 1930 as a direct action campaign of tax resistance and nonviolent protest against the British salt monopoly, and it gained worldwide attention which gave impetus to the Indian independence movement and started the nationwide non co-operation movement.',
      ],
    };
    const decision = new HeuristicPolicy('none').decideNow({ ...input(question, candidateSet([march])), budget: 1 });
    expect(decision.action).toEqual({ kind: 'stop', answer: null, reason: 'no-progress' });
    expect(decision.note).toMatch(/^unresolved: no noun-phrase found/);
  });

  // ../shared/datasets/hotpotqa (5ab801da5542990e739ec7c9; hotpotqa-p01399, the song's sentence shortened): after
  // the bridge to Eddie Fisher, "actor", a common noun, was answered for "with what actress?".
  it('answers null rather than give a candidate that does not fit the expected type', () => {
    const question = 'Singer Eddie Fisher, who produced the album "I\'m in the Mood for Love" in 1952, later had a scandalous affair with what actress?';
    const next = question.replace('Singer Eddie Fisher', 'Edwin John Fisher');
    const fisher = { id: 'fisher#s0', passageId: 'fisher', about: 'Eddie Fisher', rank: 0, text: 'Edwin John "Eddie" Fisher (August 10, 1928 – September 22, 2010) was an American singer and actor.' };
    const song = { id: 'song#s0', passageId: 'song', about: "I'm in the Mood for Love", rank: 1, text: '"I\'m in the Mood for Love" is a 1935 popular song, recorded in 1952 by Eddie Fisher.' };
    const state = startGeneralState(question);
    state.bridges.push({ entity: 'Edwin John Fisher', resolved: 'Singer Eddie Fisher', nextQuestion: next, sentence: song, unresolved: [], score: 1 });
    state.current = next;
    const decision = generalStep(state, [fisher, song], 0);
    expect(decision.action).toEqual({ kind: 'stop', answer: null, reason: 'no-progress' });
    expect(decision.note).toBe('unresolved: no person found in a sentence mentioning Edwin John Fisher');
  });

  // ../shared/datasets/musique (2hop__59274_461854; musique-p05235, musique-p05236).
  it('does not answer with the entity a description resolves to, though the description holds a relative "who"', () => {
    const question = 'Who was the spouse of the actor who played Scarlett in Gone With the Wind?';
    const film = {
      id: 'musique-p05235',
      title: 'Gone with the Wind (film)',
      sentences: [
        "Gone with the Wind is a 1939 American epic historical romance film, adapted from Margaret Mitchell's 1936 novel of the same name.",
        'The leading roles are played by Vivien Leigh (Scarlett), Clark Gable (Rhett), Leslie Howard (Ashley), and Olivia de Havilland (Melanie).',
      ],
    };
    const scarlett = {
      id: 'musique-p05236',
      title: "Scarlett O'Hara",
      sentences: [
        "Scarlett O'Hara Scarlett O'Hara as portrayed by Vivien Leigh in the 1939 film adaptation of Gone with the Wind First appearance Gone with the Wind Created by Margaret Mitchell Portrayed by Vivien Leigh (Gone with the Wind) Joanne Whalley (Scarlett) Information Full name Katie Scarlett O'Hara Gender Female Spouse (s) Charles Hamilton (1st; deceased) Frank Kennedy (2nd; deceased) Rhett Butler (3rd)",
      ],
    };
    const decision = new HeuristicPolicy('none').decideNow(input(question, candidateSet([film, scarlett])));
    // Vivien Leigh is the actor "who played Scarlett", not the spouse the question asks for ("who" there
    // is the clause's, not the question's: the bridge's entity is no answer of it).
    expect(decision.intermediateAnswer).not.toBe('Vivien Leigh');
    expect(decision.note).toContain('"the actor who played Scarlett in Gone With the Wind" to Vivien Leigh');
  });

  // ../shared/datasets/musique (the second hop of 2hop__..._..., "the location where the Siege of Cassel took place").
  it('answers a question naming an entity only from evidence that stands on that name', () => {
    const question = 'What body of water is near Kassel?';
    const oesa = {
      id: 'oesa',
      title: 'Lake Oesa',
      sentences: ['Lake Oesa is a body of water located at an elevation of 2,267m (7438 ft) in the mountains of Yoho National Park, near Field, British Columbia, Canada.'],
    };
    const alone = new HeuristicPolicy('none').decideNow({ ...input(question, candidateSet([oesa])), budget: 1 });
    expect(alone.action).toEqual({ kind: 'stop', answer: null, reason: 'no-progress' });
    const kassel = {
      id: 'kassel',
      title: 'Kassel',
      sentences: ['Kassel is a city located on the Fulda River in northern Hesse, Germany.'],
    };
    const both = new HeuristicPolicy('none').decideNow({ ...input(question, candidateSet([oesa, kassel])), budget: 1 });
    expect(both.intermediateAnswer).not.toBe('Lake Oesa');
  });

  // ../shared/datasets/musique (3hop1__856756_805246_131877; musique-p02936, musique-p02935).
  it('after a bridge, bridges a further part that describes an entity before reading an answer about the first', () => {
    const question = 'Which is the body of water by the birthplace of the author of Dead Ernest?';
    const novel = { id: 'musique-p02936', title: 'Dead Ernest (novel)', sentences: ['Dead Ernest is a novel that was published in 1944 by Phoebe Atwood Taylor writing as Alice Tilton.'] };
    const witherall = {
      id: 'musique-p02935',
      title: 'The Adventures of Leonidas Witherall',
      sentences: [
        "Based on the novels of Phoebe Atwood Taylor (writing as Alice Tilton), the 30-minute dramas were produced by Roger Bower and starred Walter Hampden as Leonidas Witherall, a New England boys' school instructor in Dalton, Massachusetts, a fictional Boston suburb.",
      ],
    };
    const policy = new HeuristicPolicy('none');
    const first = policy.decideNow(input(question, candidateSet([novel])));
    expect(first.intermediateAnswer).toBe('Phoebe Atwood Taylor');
    const next = (first.action as { nextQuery: string }).nextQuery;
    expect(next).toBe('Which is the body of water by the birthplace of Phoebe Atwood Taylor?');
    const second = policy.decideNow(input(question, candidateSet([novel, witherall]), after(emptyHistory(), question, first), next));
    // "Roger Bower", read from a sentence about Phoebe Atwood Taylor's novels, answers nothing about her birthplace.
    expect(second.action.kind).toBe('continue');
    expect((second.action as { transition: string }).transition).toBe('bridge: the birthplace of Phoebe Atwood Taylor');
  });
});

// ../shared/datasets/musique (2hop__55032_786853 and 2hop__88632_67668): roles performed, read with the lexicon on.
describe('megrag heuristic policy: roles performed (lexicon full)', () => {
  const LEGO = {
    id: 'lego-batman',
    title: 'The Lego Batman Movie',
    sentences: ['The story focuses on the DC Comics character Batman as he attempts to overcome his greatest fear to stop the Joker\'s latest plan, with Will Arnett reprising his role as Batman for the film, along with Zach Galifianakis as the Joker.'],
  };
  const ARNETT = {
    id: 'will-arnett',
    title: 'Will Arnett',
    sentences: ['William Emerson Arnett (born May 4, 1970) is a Canadian-American actor and comedian.', 'Arnett was married to Amy Poehler from 2003 to 2016.'],
  };
  const QUESTION_SPOUSE = 'Who is the spouse of the actor who voices Batman in the Lego Batman movie?';

  it('bridges the described performer through the role the sentence states, then reads the rest of the question', () => {
    const policy = new HeuristicPolicy('full');
    const first = policy.decideNow(input(QUESTION_SPOUSE, candidateSet([LEGO])));
    expect(first.intermediateAnswer).toBe('Will Arnett');
    expect(first.action).toMatchObject({ kind: 'continue', nextQuery: 'Who is the spouse of Will Arnett?', transition: 'bridge: the actor who voices Batman in the Lego Batman movie' });
    expect(first.note).toMatch(/^general reading: "the actor who voices Batman in the Lego Batman movie" resolved to Will Arnett \(performer of Batman, read from a role the sentence states\)/);
  });

  it('answers a question asking for the role from the cast list of the work it names', () => {
    const question = 'In Batman Under the Red Hood, who does Neil Patrick Harris play?';
    const redHood = {
      id: 'red-hood',
      title: 'Batman: Under the Red Hood',
      sentences: ['The film stars Bruce Greenwood as Bruce Wayne / Batman, Jensen Ackles as the Red Hood / Jason Todd, John DiMaggio as the Joker, Neil Patrick Harris as Nightwing / Dick Grayson.'],
    };
    const decision = new HeuristicPolicy('full').decideNow(input(question, candidateSet([ARNETT, redHood])));
    expect(decision.action).toEqual({ kind: 'stop', answer: 'Nightwing / Dick Grayson', reason: 'answer' });
    expect(decision.selected.map((item) => item.id)).toEqual(['red-hood#s0']);
  });

  it('reads no role with lexicon=none (relation knowledge): the general alignment bridges instead', () => {
    const decision = new HeuristicPolicy('none').decideNow(input(QUESTION_SPOUSE, candidateSet([LEGO])));
    expect(decision.note ?? '').not.toMatch(/read from a role/);
  });
});

// ../shared/datasets/musique (2hop__192622_62302, musique-p03489 and musique-p03488).
describe('megrag heuristic policy: a bridge weighed by what the evidence says about its entity', () => {
  const BONETTI = {
    id: 'bonetti',
    title: 'Peter Bonetti',
    sentences: ['Peter Phillip Bonetti (born 27 September 1941 in Putney, London) is a former football goalkeeper for Chelsea, the St. Louis Stars, Dundee United and England.'],
  };
  const SEASON = {
    id: 'chelsea-season',
    title: '2016–17 Chelsea F.C. season',
    sentences: [
      'Chelsea lost its first pre-season match, against Rapid Wien, which ended in a 2 -- 0 defeat.',
      'In the following match of its Austrian tour, Chelsea won 3 -- 0 against Wolfsberger AC, with youngsters Bertrand Traoré, Ruben Loftus - Cheek and Nathaniel Chalobah each scoring a goal.',
    ],
  };
  const QUESTION_GOAL = "Who scored the first goal of last season for Peter Bonetti's team?";

  it('takes the candidate whose page covers the rest of the question ("Chelsea", not "Putney" of the same sentence)', () => {
    const alone = new HeuristicPolicy('none').decideNow(input(QUESTION_GOAL, candidateSet([BONETTI])));
    expect(alone.intermediateAnswer).toBe('Putney');
    const decision = new HeuristicPolicy('none').decideNow(input(QUESTION_GOAL, candidateSet([BONETTI, SEASON])));
    expect(decision.intermediateAnswer).toBe('Chelsea');
    expect(decision.action).toMatchObject({ kind: 'continue', nextQuery: 'Who scored the first goal of last season for Chelsea?' });
  });
});
