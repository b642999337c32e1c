// The ICPC default output validator's flags (problem.yaml `validator_flags`, a group's output validator flags),
// read exactly as problemtools does: anything else is an error, not a flag to ignore.

export interface DefaultValidatorOptions {
  caseSensitive: boolean;
  spaceChangeSensitive: boolean;
  absoluteTolerance?: number;
  relativeTolerance?: number;
}

export function parseDefaultValidatorFlags(
  words: string[],
  base?: DefaultValidatorOptions,
): DefaultValidatorOptions {
  const options: DefaultValidatorOptions = { caseSensitive: false, spaceChangeSensitive: false, ...base };
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    const number = () => {
      const value = Number(words[++index]);
      if (index >= words.length || !Number.isFinite(value) || value < 0)
        throw new Error(`validator flag ${word} needs a non-negative number`);
      return value;
    };
    if (word === 'case_sensitive') options.caseSensitive = true;
    else if (word === 'space_change_sensitive') options.spaceChangeSensitive = true;
    else if (word === 'float_absolute_tolerance') options.absoluteTolerance = number();
    else if (word === 'float_relative_tolerance') options.relativeTolerance = number();
    else if (word === 'float_tolerance') options.absoluteTolerance = options.relativeTolerance = number();
    else throw new Error(`unknown default validator flag "${word}"`);
  }
  return options;
}

/** Flags as the format writes them: a string of words, or a YAML list (2023-07 `output_validator_args`). */
export function flagWords(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.map(String);
  return String(value).split(/\s+/).filter(Boolean);
}
