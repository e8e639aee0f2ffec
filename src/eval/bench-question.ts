import { readFileSync } from 'node:fs';
import { InputError } from '../errors/input-error.js';

/** A benchmark question in the normalized format of the questions.jsonl files in ../shared/datasets. */
export interface BenchQuestion {
  id: string;
  question: string;
  answer: string;
  answerAliases: string[];
  type: string;
  hops: number;
  /** Ids of the gold passages (may be empty when `goldTexts` is given). */
  gold: string[];
  /**
   * The gold passages' texts (`gold_texts`), distinct, for corpora whose passage ids are not known
   * in advance (documents cut by the chunker); see `gold-text-match.ts`. When both are given, the
   * i-th text is the i-th id's passage.
   */
  goldTexts?: string[];
}

/** Reads a questions file; a malformed line is an error naming file, line and field. Gold: `gold` ids, `gold_texts`, or both. */
export function readBenchQuestions(file: string): BenchQuestion[] {
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (error) {
    throw new InputError(`cannot read questions file ${file}: ${(error as Error).message}`, { file });
  }
  const questions: BenchQuestion[] = [];
  content.split('\n').forEach((line, index) => {
    if (line.trim().length === 0) return;
    const where = { file, line: index + 1 };
    let value: Record<string, unknown>;
    try {
      value = JSON.parse(line) as Record<string, unknown>;
    } catch (error) {
      throw new InputError(`${file}:${index + 1}: malformed JSON: ${(error as Error).message}`, where);
    }
    const field = <T>(name: string, check: (v: unknown) => v is T, fallback?: T): T => {
      const fieldValue = value[name];
      if (fieldValue === undefined && fallback !== undefined) return fallback;
      if (!check(fieldValue)) throw new InputError(`${file}:${index + 1}: field "${name}" is missing or has the wrong type`, { ...where, field: name });
      return fieldValue;
    };
    const isString = (v: unknown): v is string => typeof v === 'string';
    const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((item) => typeof item === 'string');
    const isNumber = (v: unknown): v is number => typeof v === 'number';
    const goldTexts = value.gold_texts === undefined ? undefined : field('gold_texts', isStringArray);
    questions.push({
      id: field('id', isString),
      question: field('question', isString),
      answer: field('answer', isString, ''),
      answerAliases: field('answer_aliases', isStringArray, []),
      type: field('type', isString, 'unknown'),
      hops: field('hops', isNumber, 0),
      // Gold is given as ids, or as texts (then ids are optional).
      gold: goldTexts === undefined ? field('gold', isStringArray) : field('gold', isStringArray, []),
      ...(goldTexts === undefined ? {} : { goldTexts: [...new Set(goldTexts)] }),
    });
  });
  return questions;
}
