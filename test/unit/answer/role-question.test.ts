import { describe, expect, it } from 'vitest';
import { findRole, readRoleQueries } from '../../../src/answer/role-question.js';
import type { EvidenceSentence } from '../../../src/answer/read-answers.js';

function sentence(id: string, about: string, text: string, rank = 0): EvidenceSentence {
  return { id, passageId: id.split('#')[0] ?? id, text, about, rank };
}

// Questions and sentences from ../shared/datasets (MuSiQue, HotpotQA).
describe('readRoleQueries: what a question asks about roles', () => {
  it('reads a question asking for the performer, in capitals or in lower case, with its work', () => {
    expect(readRoleQueries('who plays vision in avengers age of ultron')).toEqual([
      { asks: 'performer', given: 'vision', work: 'avengers age of ultron', part: 'who plays vision in avengers age of ultron', whole: true },
    ]);
    expect(readRoleQueries('Who did the original voice of Meg Griffin?')).toEqual([
      { asks: 'performer', given: 'Meg Griffin', part: 'Who did the original voice of Meg Griffin?', whole: true },
    ]);
  });

  it('reads a question asking for the role, the work before or after', () => {
    expect(readRoleQueries('In The Godfather, who does Robert De Niro play?')).toEqual([
      { asks: 'character', given: 'Robert De Niro', work: 'The Godfather', part: 'In The Godfather, who does Robert De Niro play?', whole: true },
    ]);
    expect(readRoleQueries('Who does Julie Andrews play in princess diaries?')[0]).toMatchObject({ asks: 'character', given: 'Julie Andrews', work: 'princess diaries', whole: true });
  });

  it('reads a described performer or role inside a question as a part to bridge, before the whole question', () => {
    expect(readRoleQueries('Who is the spouse of the actor who voices Batman in the Lego Batman movie?')).toEqual([
      { asks: 'performer', given: 'Batman', work: 'the Lego Batman movie', part: 'the actor who voices Batman in the Lego Batman movie', whole: false },
    ]);
    expect(readRoleQueries('Who did the original voice of the character that Mila Kunis plays in Family Guy?')).toEqual([
      { asks: 'character', given: 'Mila Kunis', work: 'Family Guy', part: 'the character that Mila Kunis plays in Family Guy', whole: false },
    ]);
    const nested = readRoleQueries('The actor playing Barney in How I Met Your Mother played who in Batman Under The Red Hood?');
    expect(nested.map((query) => [query.asks, query.whole])).toEqual([['performer', false]]);
  });

  it('reads no role in questions about playing a sport or a work asked for', () => {
    expect(readRoleQueries('Who played for the Chicago Bulls?')).toEqual([]);
    expect(readRoleQueries('Alfie Allen played Theon Greyjoy on which show?')).toEqual([]);
    expect(readRoleQueries('What team did he play for?')).toEqual([]);
  });
});

describe('findRole: the role a sentence states, for the question\'s given side and work', () => {
  const CAST = sentence('red-hood#s1', 'Batman: Under the Red Hood', 'The film stars Bruce Greenwood as Bruce Wayne / Batman, Jensen Ackles as the Red Hood / Jason Todd, Neil Patrick Harris as Nightwing / Dick Grayson.', 1);
  const HIMYM = sentence('himym#s2', 'How I Met Your Mother', 'The narrative deals primarily with his best friends, including womanizing playboy Barney Stinson (Neil Patrick Harris) and Robin Scherbatsky (Cobie Smulders).', 0);

  it('answers a whole question from the role whose given side is the question\'s', () => {
    const found = findRole('In Batman Under the Red Hood, who does Neil Patrick Harris play?', [HIMYM, CAST]);
    expect(found).toMatchObject({ answer: 'Nightwing / Dick Grayson', sentence: { id: 'red-hood#s1' } });
  });

  it('bridges a described performer through the work\'s title, not the words after it', () => {
    const found = findRole('The actor playing Barney in How I Met Your Mother played who in Batman Under The Red Hood?', [CAST, HIMYM]);
    expect(found).toMatchObject({ answer: 'Neil Patrick Harris', resolved: 'The actor playing Barney in How I Met Your Mother', query: { whole: false } });
  });

  it('prefers the role in the work the question writes, and takes none from another work', () => {
    const returns = sentence('returns#s0', 'Superman Returns', 'The film stars Brandon Routh as Clark Kent/Superman, Kate Bosworth as Lois Lane, Kevin Spacey as Lex Luthor.', 0);
    const smallville = sentence('smallville#s0', 'Lionel Luthor', 'In "Smallville", Lionel Luthor is the father of Lex Luthor (Michael Rosenbaum), and founder and CEO of LuthorCorp.', 1);
    const question = 'What is the birthday of the man who played Lex Luthor in Superman IV: The Quest for Peace?';
    expect(findRole(question, [returns, smallville])).toBeUndefined();
    const quest = sentence('quest#s1', 'Superman IV: The Quest for Peace', 'It stars Christopher Reeve as Superman and Gene Hackman as Lex Luthor.', 2);
    expect(findRole(question, [returns, smallville, quest])).toMatchObject({ answer: 'Gene Hackman', resolved: 'the man who played Lex Luthor in Superman IV: The Quest for Peace' });
  });

  it('fills a role the sentence leaves unnamed with what its page is about', () => {
    const infobox = sentence('meg#s0', 'Meg Griffin', 'Created by Seth MacFarlane Voiced by Lacey Chabert (1999 -- 2000, 2011, 2012) Mila Kunis (1999 -- present)');
    expect(findRole('Who did the original voice of Meg Griffin?', [infobox])?.answer).toBe('Lacey Chabert');
  });
});
