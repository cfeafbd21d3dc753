import type { z } from 'zod';

/** A schema failure as a dotted field path and a message. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** Flattens zod issues into field paths; an unrecognized key is reported at its own path. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...base, key].join('.'), message: 'unknown field' }));
    }
    return [{ path: base.join('.'), message: issue.message }];
  });
}
