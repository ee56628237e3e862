// The official JSON Resume schema check (@jsonresume/schema), reached through this one module.
import { createRequire } from 'node:module';

interface SchemaError {
  property: string;
  /** The rule broken: "type", "pattern", "format", ... */
  name: string;
  /** The rule's argument: the types allowed, the pattern, the format. */
  argument: unknown;
  /** The value that broke it. */
  instance: unknown;
  message: string;
}
interface SchemaPackage {
  validate(resume: unknown, callback: (errors: SchemaError[] | null, valid: boolean) => void): void;
}

const require = createRequire(import.meta.url);
const schema = require('@jsonresume/schema') as SchemaPackage;
/** The schema's own pattern for its dates (2023, 2023-09 or 2023-09-15). */
const DATE_PATTERN = (
  require('@jsonresume/schema/schema.json') as { definitions: { iso8601: { pattern: string } } }
).definitions.iso8601.pattern;

/** A JSON type as an owner would name it. */
const TYPE_WORDS: Record<string, string> = {
  array: 'a list',
  string: 'text',
  object: 'an object ({ … })',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
};

/** The value as the file has it, cut short. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** What the rule asks for, in an owner's words where the schema's own are a pattern or jargon. */
function explain(error: SchemaError): string {
  if (error.name === 'pattern' && error.argument === DATE_PATTERN) {
    return `is ${shown(error.instance)}: write a date as 2023, 2023-09 or 2023-09-15`;
  }
  if (error.name === 'type' && Array.isArray(error.argument)) {
    const wanted = error.argument.map((type: string) => TYPE_WORDS[type] ?? type).join(' or ');
    return `is ${shown(error.instance)}: it should be ${wanted}`;
  }
  if (error.name === 'format' && error.argument === 'uri') {
    return `is ${shown(error.instance)}: it should be a whole address, such as https://example.org/me`;
  }
  if (error.name === 'format' && error.argument === 'email') {
    return `is ${shown(error.instance)}: it should be an email address`;
  }
  return error.message;
}

/** One line per way the document breaks the schema; empty when it is a valid JSON Resume. */
export function jsonResumeProblems(resume: unknown): string[] {
  let problems: string[] = [];
  schema.validate(resume, (errors) => {
    problems = (errors ?? []).map(
      (e) => `${e.property.replace(/^instance\.?/, '') || '(root)'} ${explain(e)}`,
    );
  });
  return problems;
}
