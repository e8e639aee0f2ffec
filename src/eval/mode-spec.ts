import { ConfigError } from '../errors/config-error.js';

/** One column of the bench: a mode, optionally on another first-stage retriever and with its own options. */
export interface ModeSpec {
  mode: string;
  retriever?: string;
  /** Options for this column only, on top of the bench's `--option`s. */
  options: Record<string, unknown>;
}

/**
 * Reads `mode[@retriever][:key=value[+key=value…]]`, e.g. `single@hybrid`, `megrag:forceSteps=true`,
 * `auto:routing=shape`, so the same mode can run side by side with different settings. Values are read
 * like `--option`'s.
 */
export function parseModeSpec(spec: string): ModeSpec {
  const [head = '', optionText] = splitOnce(spec.trim(), ':');
  const [mode = '', retriever] = splitOnce(head, '@');
  if (!/^[a-z][a-z0-9-]*$/.test(mode)) throw new ConfigError(`bench mode "${spec}": expected mode[@retriever][:key=value+…]`);
  if (retriever !== undefined && !/^[a-z]+$/.test(retriever)) throw new ConfigError(`bench mode "${spec}": "${retriever}" is not a retriever name`);
  const options: Record<string, unknown> = {};
  if (optionText !== undefined) {
    // "megrag:lexicon=none@hybrid": the retriever written after the options.
    const late = /@(lexical|dense|hybrid)$/.exec(optionText);
    if (late && retriever === undefined) throw new ConfigError(`bench mode "${spec}": write the retriever before the options: ${mode}@${late[1]}:${optionText.slice(0, late.index)}`);
    for (const pair of optionText.split('+')) {
      const [key = '', value] = splitOnce(pair, '=');
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key) || value === undefined || value === '') {
        throw new ConfigError(`bench mode "${spec}": "${pair}" is not key=value`);
      }
      options[key] = parseOptionValue(value);
    }
  }
  return { mode, ...(retriever !== undefined ? { retriever } : {}), options };
}

/** A mode option's value, for `--option key=value` and bench column specs: JSON where it parses (numbers, booleans, arrays), else the text itself. */
export function parseOptionValue(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + separator.length)];
}
