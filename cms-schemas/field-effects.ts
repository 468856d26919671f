/**
 * What each Studio field does on the site, worked out from the code itself:
 *
 * - `studioPaths`: every field an editor can fill in a document type, as a path
 *   (`limits.map.defaultZoom`, `failures.duePast.title`, `questions[].code`); bilingual texts are one value.
 * - `typedSettings`: the same paths in the typed settings the loaders receive (the zod schemas'
 *   output in app/.server/content), each with the declarations TypeScript ties its property to.
 * - `readPaths`: which of those properties the site's code reads (a property access, a destructuring
 *   or a spread-free object pattern), found by TypeScript's checker, so a read is a read of that
 *   setting and never of a namesake; the definitions themselves (the schemas and defaults) do not count.
 *
 * cms-schemas/field-effects.test.ts compares the three in both directions.
 */
import { resolve } from "node:path";
import ts from "typescript";
import type { FieldDefinition, TypeDefinition } from "./types.ts";

/** Types whose value is one bilingual text (its `en` and `es` are one setting). */
const TEXT_TYPES = new Set(["localizedString", "localizedText", "localizedBlocks"]);

/** Every fillable field of a type as a path; members of arrays of objects get `[]`. */
export function studioPaths(type: TypeDefinition, types: Map<string, TypeDefinition>): string[] {
  const paths: string[] = [];
  const walk = (fields: FieldDefinition[], prefix: string) => {
    for (const field of fields) {
      const path = prefix + field.name;
      const named = types.get(field.type);
      if (named && !TEXT_TYPES.has(named.name)) walk(named.fields, `${path}.`);
      else if (field.type === "object" && field.fields) walk(field.fields, `${path}.`);
      else if (field.type === "array" && field.of?.length === 1 && types.has(field.of[0]!.type) && !TEXT_TYPES.has(field.of[0]!.type)) {
        walk(types.get(field.of[0]!.type)!.fields, `${path}[].`);
      } else paths.push(path);
    }
  };
  walk(type.fields, "");
  return paths;
}

/** The Studio field at a path, for its marks (`reservedFor`). */
export function studioField(type: TypeDefinition, path: string, types: Map<string, TypeDefinition>): FieldDefinition | undefined {
  let fields = type.fields;
  let found: FieldDefinition | undefined;
  for (const part of path.replace(/\[\]/g, "").split(".")) {
    found = fields.find((f) => f.name === part);
    if (!found) return undefined;
    const member = found.type === "array" ? found.of?.[0]?.type : found.type;
    fields = found.fields ?? (member ? types.get(member)?.fields : undefined) ?? [];
  }
  return found;
}

export interface TypedSetting {
  path: string;
  declarations: readonly ts.Node[];
}

export interface Analysis {
  /** Per settings type name (its TypeScript type), every leaf value with its declarations. */
  typed: Map<string, TypedSetting[]>;
  /** The paths (per settings type) whose property the site's code reads. */
  read: Map<string, Set<string>>;
}

const root = resolve(import.meta.dirname, "..");

/** The site's own source files: app/ and server.ts, without tests. */
function siteFiles(fileNames: string[]): string[] {
  return fileNames.filter((f) => (f.startsWith(`${root}/app/`) || f === `${root}/server.ts`) && !/\.test\.tsx?$/.test(f) && !f.includes("/test-support"));
}

/** Files that define settings (schemas, defaults, queries): a property named there is not a use. */
const DEFINITIONS = /\/app\/\.server\/content\/(schemas|defaults|queries|settings\/[^/]+)\.ts$/;

function isTextObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  const names = checker
    .getPropertiesOfType(type)
    .map((p) => p.name)
    .sort();
  return names.length === 2 && names[0] === "en" && names[1] === "es";
}

function leaves(checker: ts.TypeChecker, type: ts.Type, prefix: string, out: TypedSetting[], decls: readonly ts.Node[], depth = 0): void {
  const solid = checker.getNonNullableType(type);
  if (depth > 8) return;
  if (checker.isArrayType(solid)) {
    const element = checker.getTypeArguments(solid as ts.TypeReference)[0];
    if (element && isObjectLike(checker, element) && !isTextObject(checker, checker.getNonNullableType(element))) {
      return leaves(checker, element, `${prefix}[]`, out, decls, depth + 1);
    }
    out.push({ path: prefix, declarations: decls });
    return;
  }
  if (isObjectLike(checker, solid) && !isTextObject(checker, solid)) {
    for (const property of checker.getPropertiesOfType(solid)) {
      const path = prefix ? `${prefix}.${property.name}` : property.name;
      leaves(checker, checker.getTypeOfSymbol(property), path, out, property.declarations ?? [], depth + 1);
    }
    return;
  }
  out.push({ path: prefix, declarations: decls });
}

/** An identifier given to a call, returned, or set as a property or attribute: its value goes on under the receiver's type. */
function isHandedOn(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && (parent.arguments ?? []).some((argument) => argument === node)) ||
    (ts.isReturnStatement(parent) && parent.expression === node) ||
    (ts.isPropertyAssignment(parent) && parent.initializer === node) ||
    (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))
  );
}

function elementOrSelf(checker: ts.TypeChecker, type: ts.Type): ts.Type {
  return checker.isArrayType(type) ? checker.getNonNullableType(checker.getTypeArguments(type as ts.TypeReference)[0] ?? type) : type;
}

function isObjectLike(checker: ts.TypeChecker, type: ts.Type): boolean {
  const solid = checker.getNonNullableType(type);
  if (solid.isUnion()) return solid.types.every((t) => isObjectLike(checker, t));
  return (solid.flags & ts.TypeFlags.Object) !== 0 && !checker.isArrayType(solid) && checker.getSignaturesOfType(solid, ts.SignatureKind.Call).length === 0;
}

/**
 * Reads the site with TypeScript: the typed settings (`types` names an exported type of
 * app/.server/content/schemas.ts, or `FlowSettings.<flow>`) and which of their values the code reads.
 */
export function analyse(types: string[]): Analysis {
  const config = ts.getParsedCommandLineOfConfigFile(resolve(root, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error("tsconfig.json could not be read");
  const program = ts.createProgram(siteFiles(config.fileNames), { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const schemas = program.getSourceFile(resolve(root, "app/.server/content/schemas.ts"));
  if (!schemas) throw new Error("app/.server/content/schemas.ts is not in the program");
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(schemas)!);
  const exported = (name: string) => {
    const symbol = exports.find((s) => s.name === name);
    if (!symbol) throw new Error(`schemas.ts exports no ${name}`);
    return checker.getDeclaredTypeOfSymbol(symbol);
  };

  const typed = new Map<string, TypedSetting[]>();
  const byDeclaration = new Map<ts.Node, { type: string; path: string }[]>();
  for (const name of types) {
    const [base, member] = name.split(".");
    let type = exported(base!);
    if (member) type = checker.getTypeOfSymbol(checker.getPropertyOfType(type, member)!);
    const out: TypedSetting[] = [];
    leaves(checker, type, "", out, []);
    typed.set(name, out);
    for (const setting of out) {
      for (const declaration of setting.declarations) {
        const list = byDeclaration.get(declaration) ?? [];
        list.push({ type: name, path: setting.path });
        byDeclaration.set(declaration, list);
      }
    }
  }

  // Only names that some setting has are worth asking the checker about.
  const names = new Set([...typed.values()].flatMap((list) => list.flatMap((s) => s.path.split(/\.|\[\]/).filter(Boolean))));
  /** Declarations the code reads, and where a value is handed on: a declaration of the receiving type → the declarations it came from. */
  const reads = new Set<ts.Node>();
  const from = new Map<ts.Node, Set<ts.Node>>();
  const link = (target: ts.Type, source: ts.Type, depth = 0): void => {
    if (depth > 6) return;
    const t = elementOrSelf(checker, checker.getNonNullableType(target));
    const s = elementOrSelf(checker, checker.getNonNullableType(source));
    if (t === s || !isObjectLike(checker, t) || !isObjectLike(checker, s)) return;
    for (const property of checker.getPropertiesOfType(t)) {
      const counterpart = checker.getPropertyOfType(s, property.name);
      if (!counterpart || !names.has(property.name)) continue;
      for (const declaration of property.declarations ?? []) {
        const sources = from.get(declaration) ?? new Set<ts.Node>();
        for (const d of counterpart.declarations ?? []) if (d !== declaration) sources.add(d);
        from.set(declaration, sources);
      }
      link(checker.getTypeOfSymbol(property), checker.getTypeOfSymbol(counterpart), depth + 1);
    }
  };
  const handOn = (expression: ts.Expression) => {
    const type = checker.getTypeAtLocation(expression);
    if (!isObjectLike(checker, elementOrSelf(checker, checker.getNonNullableType(type)))) return;
    const contextual = checker.getContextualType(expression);
    if (contextual) link(contextual, type);
  };
  const readSymbol = (symbol: ts.Symbol | undefined) => {
    for (const declaration of symbol?.declarations ?? []) reads.add(declaration);
  };
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(`${root}/app/`) && file.fileName !== `${root}/server.ts`) continue;
    if (file.isDeclarationFile || DEFINITIONS.test(file.fileName) || /\.test\.tsx?$/.test(file.fileName)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && names.has(node.name.text)) {
        readSymbol(checker.getSymbolAtLocation(node.name));
        handOn(node);
      } else if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression) && names.has(node.argumentExpression.text)) {
        readSymbol(checker.getSymbolAtLocation(node.argumentExpression));
        handOn(node);
      } else if (ts.isElementAccessExpression(node)) {
        // `colors[key]` with `key` of a union of names reads each of them.
        const keyType = checker.getTypeAtLocation(node.argumentExpression);
        const literals = (keyType.isUnion() ? keyType.types : [keyType]).filter((t): t is ts.StringLiteralType => t.isStringLiteral());
        const objectType = checker.getNonNullableType(checker.getTypeAtLocation(node.expression));
        for (const literal of literals) if (names.has(literal.value)) readSymbol(checker.getPropertyOfType(objectType, literal.value));
      } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        const name = node.propertyName ?? node.name;
        if (ts.isIdentifier(name) && names.has(name.text))
          readSymbol(checker.getPropertyOfType(checker.getNonNullableType(checker.getTypeAtLocation(node.parent)), name.text));
      } else if (ts.isIdentifier(node) && isHandedOn(node)) {
        handOn(node);
      } else if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
        link(checker.getTypeAtLocation(node.type), checker.getTypeAtLocation(node.expression));
      } else if (ts.isSpreadAssignment(node)) {
        const contextual = checker.getContextualType(node.parent as ts.ObjectLiteralExpression);
        if (contextual) link(contextual, checker.getTypeAtLocation(node.expression));
      } else if (ts.isShorthandPropertyAssignment(node) && names.has(node.name.text)) {
        const value = checker.getShorthandAssignmentValueSymbol(node);
        const contextual = checker.getContextualType(node.parent);
        const target = contextual && checker.getPropertyOfType(checker.getNonNullableType(contextual), node.name.text);
        if (value && target) link(checker.getTypeOfSymbol(target), checker.getTypeOfSymbol(value));
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  // A value counts as read when it, or a value handed on from it, is read.
  const read = new Map<string, Set<string>>(types.map((t) => [t, new Set<string>()]));
  const seen = new Set<ts.Node>();
  const queue = [...reads];
  while (queue.length) {
    const declaration = queue.pop()!;
    if (seen.has(declaration)) continue;
    seen.add(declaration);
    for (const { type, path } of byDeclaration.get(declaration) ?? []) read.get(type)!.add(path);
    for (const source of from.get(declaration) ?? []) queue.push(source);
  }
  return { typed, read };
}
