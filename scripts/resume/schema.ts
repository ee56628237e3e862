// The official JSON Resume schema check (@jsonresume/schema), reached through this one module.
import { createRequire } from 'node:module';

interface SchemaError {
  property: string;
  message: string;
}
interface SchemaPackage {
  validate(resume: unknown, callback: (errors: SchemaError[] | null, valid: boolean) => void): void;
}

const schema = createRequire(import.meta.url)('@jsonresume/schema') as SchemaPackage;

/** One line per way the document breaks the schema; empty when it is a valid JSON Resume. */
export function jsonResumeProblems(resume: unknown): string[] {
  let problems: string[] = [];
  schema.validate(resume, (errors) => {
    problems = (errors ?? []).map(
      (e) => `${e.property.replace(/^instance\.?/, '') || '(root)'} ${e.message}`,
    );
  });
  return problems;
}
