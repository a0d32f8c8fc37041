import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Everything users read uses the typographic apostrophe (’): « n'a encore accepté » beside « d’ambulances »
 * reads as two voices. This scans every string literal, template text and JSX text of src/ for a straight
 * apostrophe between two letters. Not scanned: console messages (developers read them) and the `why` notes of
 * the transition table (documentation, copied verbatim into firestore.rules comments by the rules generator).
 */
const SRC = join(__dirname, '..', '..', 'src');
const STRAIGHT_BETWEEN_LETTERS = /\p{L}'\p{L}/u;
const DOCUMENTATION_PROPERTIES = new Set(['why']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isText = (node: ts.Node): node is ts.LiteralLikeNode =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node) ||
  ts.isJsxText(node);

function isConsoleCall(node: ts.Node): boolean {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === 'console'
  );
}

function isDocumentation(node: ts.Node): boolean {
  return (
    ts.isPropertyAssignment(node) &&
    ts.isIdentifier(node.name) &&
    DOCUMENTATION_PROPERTIES.has(node.name.text)
  );
}

/** « file:line: text » for each straight apostrophe in text a user may read. */
export function straightApostrophes(path: string, code: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isConsoleCall(node) || isDocumentation(node)) return;
    if (isText(node) && STRAIGHT_BETWEEN_LETTERS.test(node.text)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${relative(SRC, path)}:${line}: ${node.text.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('[FR1] the typographic apostrophe in everything users read', () => {
  it('finds no straight apostrophe between letters in the strings and JSX text of src/', () => {
    const found = sourceFiles(SRC).flatMap((path) =>
      straightApostrophes(path, readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
    // Parses every source file of src/ (~900): seconds on a loaded 2-core machine, never a hang.
  }, 60_000);

  it.each([
    ['a string literal', `const m = "Aucun transporteur n'a encore accepté";`, 1],
    ['a template', "const m = `déjà à l'étape « ${label} »`;", 1],
    ['JSX text', `const e = <p>Une erreur est survenue lors de l'authentification</p>;`, 1],
    ['the typographic apostrophe', 'const m = "n’a encore accepté";', 0],
    ['code quotes', "const t = x === 'a' ? 'b' : 'c';", 0],
    ['a console message', `console.warn("n'a pas pu");`, 0],
    ['a documentation note', `const t = { why: "plus d'annulation" };`, 0],
  ])('catches %s', (_name, code, count) => {
    expect(straightApostrophes(join(SRC, 'sample.tsx'), code)).toHaveLength(count);
  });
});
