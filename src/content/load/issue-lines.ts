import type * as z from 'zod';

/**
 * zod's issues in words a marketer can act on: `en.intro.title is required`. The path is the one
 * the file shows (language first, list items numbered from 1 as people count them).
 */

export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${String(key + 1)}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

const join = (base: string, key: string) => (base === '' ? key : `${base}.${key}`);

export function issueLine(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[] = []): string {
  const path = fieldPath([...prefix, ...issue.path]);
  const field = path === '' ? 'the file' : path;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `${field} is required`
        : `${field} ${issue.message.startsWith('must') ? issue.message : `must be ${article(issue.expected)}`}`;
    case 'unrecognized_keys':
      return issue.keys
        .map((key) => `${join(path, key)} is not a known field (check its spelling and indentation)`)
        .join('\n');
    default:
      return `${field} ${issue.message}`;
  }
}

function article(expected: string): string {
  if (expected === 'object') return 'a group of fields';
  if (expected === 'array') return 'a list';
  if (expected === 'string') return 'a text';
  return `a ${expected}`;
}
