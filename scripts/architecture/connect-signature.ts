import ts from 'typescript';
import type { SourceFile } from './source-files';

/**
 * The one signature of a component's connect (docs/architecture.md): `connectX(snapshot, send)` or
 * `connectX(snapshot, send, options)`, options an object (named `options` or destructured). A chart whose parts send
 * nothing still takes `send` (as `_send`), so every view calls every connect the same way. The component's id, from
 * which connect makes every part's id, is the option `id`: no connect names it another way (`blockId`, `idPrefix`).
 */
export function connectSignatureProblems(file: SourceFile): string[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !/^connect[A-Z]/.test(statement.name.text)) continue;
    const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    const where = `${file.path}: ${statement.name.text}`;
    const [snapshot, send, options, ...extra] = statement.parameters;
    const name = (parameter: ts.ParameterDeclaration | undefined) => parameter?.name.getText(source);
    if (!snapshot || !ts.isIdentifier(snapshot.name) && !ts.isObjectBindingPattern(snapshot.name)) problems.push(`${where}: the first parameter must be the snapshot`);
    else if (ts.isIdentifier(snapshot.name) && snapshot.name.text !== 'snapshot') problems.push(`${where}: the first parameter is "${name(snapshot)}", not "snapshot"`);
    if (!send || !['send', '_send'].includes(name(send) ?? '')) problems.push(`${where}: the second parameter must be "send" (or "_send" when no part sends), not ${send ? `"${name(send)}"` : 'missing'}`);
    if (options) {
      const objectLike = ts.isObjectBindingPattern(options.name) || (ts.isIdentifier(options.name) && options.name.text === 'options');
      const primitive = options.type !== undefined && [ts.SyntaxKind.StringKeyword, ts.SyntaxKind.NumberKeyword, ts.SyntaxKind.BooleanKeyword].includes(options.type.kind);
      const defaultPrimitive = options.initializer !== undefined && (ts.isStringLiteral(options.initializer) || ts.isNumericLiteral(options.initializer));
      if (!objectLike || primitive || defaultPrimitive) problems.push(`${where}: the third parameter must be an options object, not "${options.getText(source)}"`);
    }
    if (extra.length > 0) problems.push(`${where}: ${extra.length} parameter(s) after the options object; put them in it`);
  }
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && OTHER_ID_NAMES.includes(node.text)) problems.push(`${file.path}: the id option is "id", not "${node.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

/** Names of the component's id that connects do not use: the option is `id`. */
const OTHER_ID_NAMES = ['blockId', 'idPrefix'];
