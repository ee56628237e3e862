// Content format 5: `profile.social` ({ github, linkedin, email }) became `profile.profiles`,
// a list of { network, url }, with the mail address in `contact.email` alone. Rewrites the source
// text of a content module in place of the owner, keeping their expressions as written.
import ts from 'typescript';
import { applyEdits, literal, property, propertyName, type Edit, type Migrated } from './edit.ts';

const NETWORK_NAMES: Record<string, string> = { github: 'GitHub', linkedin: 'LinkedIn' };

/** The object literals holding a `social: { ... }` property, wherever they are in the file. */
function owners(file: ts.SourceFile): ts.ObjectLiteralExpression[] {
  const found: ts.ObjectLiteralExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const social = property(node, 'social');
      if (social && ts.isObjectLiteralExpression(social.initializer)) found.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

export function socialToProfiles(source: string, fileName = 'profile.ts'): Migrated {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const edits: Edit[] = [];
  const changes: string[] = [];
  for (const profile of owners(file)) {
    const social = property(profile, 'social')!;
    const links = social.initializer as ts.ObjectLiteralExpression;
    const indent = ' '.repeat(file.getLineAndCharacterOfPosition(social.getStart()).character);
    const entries: string[] = [];
    let mail: ts.Expression | undefined;
    for (const link of links.properties) {
      const name = propertyName(link);
      if (!name || !ts.isPropertyAssignment(link)) continue;
      if (name === 'email') {
        mail = link.initializer;
        continue;
      }
      const network = NETWORK_NAMES[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
      entries.push(`${indent}  { network: '${network}', url: ${link.initializer.getText(file)} },`);
      changes.push(`social.${name} → profiles: { network: '${network}' }`);
    }
    const list = entries.length > 0 ? `[\n${entries.join('\n')}\n${indent}]` : '[]';
    edits.push({ start: social.getStart(), end: social.getEnd(), text: `profiles: ${list}` });

    // The mail link's address goes to contact.email where that is empty; otherwise it was the same
    // address, or one the page no longer uses, which the owner is told.
    const contact = property(profile, 'contact');
    const contactFields =
      contact && ts.isObjectLiteralExpression(contact.initializer)
        ? contact.initializer
        : undefined;
    const email = contactFields && property(contactFields, 'email');
    // What contact.email says, as written: `email` for both `email,` and `email: email`.
    const given = contactFields?.properties.find((p) => propertyName(p) === 'email');
    const givenText = given
      ? ts.isShorthandPropertyAssignment(given)
        ? given.name.text
        : ts.isPropertyAssignment(given)
          ? given.initializer.getText(file)
          : undefined
      : undefined;
    const sameAddress =
      mail !== undefined &&
      ts.isTemplateExpression(mail) &&
      mail.head.text === 'mailto:' &&
      mail.templateSpans.length === 1 &&
      mail.templateSpans[0]!.literal.text === '' &&
      mail.templateSpans[0]!.expression.getText(file) === givenText;
    const mailText = mail && literal(mail);
    const address = mailText?.replace(/^mailto:/i, '').replace(/\?.*$/, '');
    if (email && literal(email.initializer) === '' && address) {
      edits.push({
        start: email.initializer.getStart(),
        end: email.initializer.getEnd(),
        text: `'${address.replace(/'/g, "\\'")}'`,
      });
      changes.push(`social.email → contact.email: '${address}'`);
    } else if (sameAddress) {
      changes.push('social.email: the same address as contact.email, which mail links now use');
    } else if (mail) {
      changes.push(
        `social.email (${mail.getText(file)}) removed: mail links now go to contact.email`,
      );
    }
  }
  return { text: applyEdits(source, edits), changes };
}
