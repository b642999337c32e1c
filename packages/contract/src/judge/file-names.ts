import { z } from 'zod';

/**
 * A file the judge puts beside the program by its name (a problem's extra files, file IO's input and output):
 * letters, digits, `.`, `_` and `-`, not starting with a dot. So never `.` or `..`, which are folders (writing
 * "there" fails with the judge's host path in the error), nor a hidden name that no folder listing shows.
 */
export const PLAIN_FILE_NAME = /^(?!\.)[A-Za-z0-9._-]{1,64}$/;
export const PLAIN_FILE_NAME_RULE = 'file names are 1-64 letters, digits, . _ - and do not start with a dot';

export const plainFileName = (field: string) =>
  z.string({ error: `${field} must be text` }).regex(PLAIN_FILE_NAME, `${field}: ${PLAIN_FILE_NAME_RULE}`);
