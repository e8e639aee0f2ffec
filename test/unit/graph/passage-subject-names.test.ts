import { describe, expect, it } from 'vitest';
import { passageFullTextQuery } from '../../../src/graph/neo4j/full-text-index-queries.js';
import { passageSubjectNames } from '../../../src/graph/neo4j/passage-subject-names.js';
import type { PassageRecord } from '../../../src/ports/graph-records.js';

const entity = (name: string) => ({ key: name.toLowerCase(), name });
/** A passage whose first sentence mentions `mentions`. */
function passage(title: string, text: string, about: { titleEntity?: string; aboutEntities?: string[]; mentions?: string[] } = {}): PassageRecord {
  return {
    id: 'p',
    title,
    text,
    hash: 'h',
    titleEntity: about.titleEntity ? entity(about.titleEntity) : undefined,
    ...(about.aboutEntities ? { aboutEntities: about.aboutEntities.map(entity) } : {}),
    sentences: [{ id: 'p#s0', text, position: 0, triples: [], mentions: (about.mentions ?? []).map(entity) }],
  };
}

describe('passageSubjectNames: the names an untitled passage is searched by', () => {
  it('is empty for a titled passage, whatever it is about (the title is a field of its own)', () => {
    expect(passageSubjectNames(passage('Lothair II', 'Lothair II was a king.', { titleEntity: 'Lothair II' }))).toBe('');
    expect(passageSubjectNames(passage('Guide › Install', 'Run the installer.', { titleEntity: 'Install', aboutEntities: ['Other'] }))).toBe('');
  });

  it('is, without a title, the names the analysis found the passage about, each once', () => {
    expect(passageSubjectNames(passage('', 'Girl from Hong Kong is a 1961 film.', { titleEntity: 'Girl from Hong Kong' }))).toBe('Girl from Hong Kong');
    expect(passageSubjectNames(passage(' ', 'Robert Williams, known as Meek Mill, is a rapper.', { titleEntity: 'Robert Williams', aboutEntities: ['Meek Mill', 'Robert Williams'] }))).toBe('Robert Williams · Meek Mill');
  });

  it('is, without those, the longest name the passage opens with (an article aside), as a whole word; else empty', () => {
    // MuSiQue passages whose first sentence defines nothing (the mentions as the analysis finds them in the second).
    expect(passageSubjectNames(passage('', 'Dodge City Regional Airport is three miles east of Dodge City.', { mentions: ['Dodge City', 'Dodge City Regional Airport'] }))).toBe('Dodge City Regional Airport');
    expect(passageSubjectNames(passage('', 'The European Trade Union Confederation was set up in 1973.', { mentions: ['European Trade Union Confederation'] }))).toBe('European Trade Union Confederation');
    expect(passageSubjectNames(passage('', 'In 1990 the bridge was opened by Ada Park.', { mentions: ['Ada Park'] }))).toBe('');
    expect(passageSubjectNames(passage('', 'Adams-Morgan is a neighbourhood.', { mentions: ['Adams'] }))).toBe('');
    expect(passageSubjectNames(passage('', 'No name here.'))).toBe('');
  });

  it('is searched beside the title and the text, weighing less', () => {
    expect(passageFullTextQuery('ada park')).toBe('title:(ada park) text:(ada park) subjectNames:(ada park)^0.5');
    // A name the hits must mention: a required clause in every field, filtering only (boost 0).
    expect(passageFullTextQuery('date birth ada park', 'ada park')).toBe('+(title:(ada park) text:(ada park) subjectNames:(ada park))^0 title:(date birth ada park) text:(date birth ada park) subjectNames:(date birth ada park)^0.5');
  });
});
