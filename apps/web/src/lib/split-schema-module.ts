/**
 * Build-time helper (used by vite.config.ts, never by the app): splits a module that builds zod schemas at its top
 * level into a part without zod (constants, messages, pure rules) and a part with the schemas, behind a facade
 * that exports the same names as before.
 *
 * Why: a bundler puts a module in one chunk. The domain's contract modules export plain values the shell needs
 * next to schemas only forms need, so one plain import used to put every schema of the module, and zod, into the
 * first load. Split, the shell's chunk holds the plain part and each schema part goes where its schemas are used.
 *
 * A top-level statement belongs to the schema part when it uses zod or another statement of that part; the plain
 * part never refers to the schema part, so it evaluates first without a cycle. Modules the split cannot keep
 * exactly equivalent (mutable bindings, default exports, destructuring, statements other than declarations) are
 * left as they are.
 */

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
export type ParseModule = (code: string) => { body: unknown[] };

export type SplitModule = { facade: string; plain: string; schemas: string };

/** Whether `name`, imported from `source`, is a schema (or builds one): what the imported module's split found. */
export type IsSchemaImport = (source: string, name: string) => boolean;

/** A module's top level, read once: enough to split it and to tell importers which of its exports are schemas. */
export type ModuleShape = {
  imports: Array<{ text: string; source: string; specifiers: Array<{ local: string; imported: string }> }>;
  reExports: Array<{
    text: string;
    source: string;
    names: Array<{ local: string; exported: string }> | 'all';
  }>;
  exportLists: Array<Array<{ local: string; exported: string }>>;
  statements: Statement[];
};

const PRIVATE_PREFIX = '__plain_';

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

/** Identifiers a statement reads (property names and object keys excluded; shadowing ignored: an overestimate). */
function referencedNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) referencedNames(item, names);
    return names;
  }
  if (!isNode(node)) return names;
  if (node.type === 'Identifier') {
    names.add(node.name as string);
    return names;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
    // A shorthand property's name is read through its value, visited below.
    if (key === 'key' && (node.type === 'Property' || node.type.endsWith('Definition')) && !node.computed)
      continue;
    referencedNames(value, names);
  }
  return names;
}

type Statement = { text: string; declared: string[]; reads: Set<string>; exported: boolean };

function declaredNames(declaration: AstNode): string[] | null {
  if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
    const id = declaration.id as AstNode | null;
    return id ? [id.name as string] : null;
  }
  if (declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const') return null;
  const names: string[] = [];
  for (const declarator of declaration.declarations as Array<{ id: AstNode }>) {
    if (declarator.id.type !== 'Identifier') return null;
    names.push(declarator.id.name as string);
  }
  return names;
}

/** Reads a module's top level; null when it has statements the split does not handle. */
export function readModule(code: string, parse: ParseModule): ModuleShape | null {
  const shape: ModuleShape = { imports: [], reExports: [], exportLists: [], statements: [] };
  for (const raw of parse(code).body) {
    const node = raw as AstNode;
    const text = code.slice(node.start, node.end);
    if (node.type === 'ImportDeclaration') {
      const specifiers = (node.specifiers as Array<{ type: string; local: AstNode; imported?: AstNode }>).map(
        (specifier) => ({
          local: specifier.local.name as string,
          imported:
            specifier.type === 'ImportSpecifier'
              ? ((specifier.imported?.name ?? specifier.imported?.value) as string)
              : '*',
        }),
      );
      shape.imports.push({ text, source: (node.source as AstNode).value as string, specifiers });
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported) return null;
      shape.reExports.push({ text, source: (node.source as AstNode).value as string, names: 'all' });
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      shape.reExports.push({
        text,
        source: (node.source as AstNode).value as string,
        names: exportSpecifiers(node),
      });
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      shape.exportLists.push(exportSpecifiers(node));
    } else {
      const exported = node.type === 'ExportNamedDeclaration';
      const declaration = exported ? (node.declaration as AstNode) : node;
      const declared = declaredNames(declaration);
      if (!declared) return null;
      shape.statements.push({ text, declared, reads: referencedNames(declaration), exported });
    }
  }
  const imported = new Set(shape.imports.flatMap((entry) => entry.specifiers.map(({ local }) => local)));
  if (shape.exportLists.flat().some(({ local }) => imported.has(local))) return null;
  return shape;
}

function exportSpecifiers(node: AstNode): Array<{ local: string; exported: string }> {
  return (node.specifiers as Array<{ local: AstNode; exported: AstNode }>).map((specifier) => ({
    local: (specifier.local.name ?? specifier.local.value) as string,
    exported: (specifier.exported.name ?? specifier.exported.value) as string,
  }));
}

const isZod = (source: string) => source === 'zod' || source.startsWith('zod/');

/**
 * The top-level names of the schema part: whatever reads zod or a schema imported from another module, then
 * whatever reads those, until nothing changes.
 */
export function schemaNamesOf(shape: ModuleShape, isSchemaImport: IsSchemaImport): Set<string> {
  const seeds = new Set<string>();
  for (const entry of shape.imports) {
    for (const { local, imported } of entry.specifiers) {
      if (isZod(entry.source) || isSchemaImport(entry.source, imported)) seeds.add(local);
    }
  }
  const names = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const statement of shape.statements) {
      if (statement.declared.every((name) => names.has(name))) continue;
      if ([...statement.reads].some((name) => seeds.has(name) || names.has(name))) {
        for (const name of statement.declared) names.add(name);
        grew = true;
      }
    }
  }
  return names;
}

/** The names `shape` exports that are schemas, its re-exports resolved by `reExported(source, name)`. */
export function schemaExportsOf(
  shape: ModuleShape,
  isSchemaImport: IsSchemaImport,
  reExported: (source: string) => Set<string>,
): Set<string> {
  const schemas = schemaNamesOf(shape, isSchemaImport);
  const exported = new Set<string>();
  for (const statement of shape.statements) {
    if (statement.exported) for (const name of statement.declared) if (schemas.has(name)) exported.add(name);
  }
  for (const { local, exported: name } of shape.exportLists.flat())
    if (schemas.has(local)) exported.add(name);
  for (const entry of shape.reExports) {
    const theirs = reExported(entry.source);
    if (entry.names === 'all') for (const name of theirs) exported.add(name);
    else for (const { local, exported: name } of entry.names) if (theirs.has(local)) exported.add(name);
  }
  return exported;
}

/**
 * Splits `code` (JavaScript, already stripped of types) imported as `id`; null when there is nothing to gain.
 * `isSchemaImport` tells which imported names are schemas of their own module (default: only zod's).
 */
export function splitSchemaModule(
  code: string,
  id: string,
  parse: ParseModule,
  isSchemaImport: IsSchemaImport = () => false,
): SplitModule | null {
  const shape = readModule(code, parse);
  if (!shape) return null;
  const { imports, statements, exportLists } = shape;
  const reExports = shape.reExports.map((entry) => entry.text);
  const schemaNames = schemaNamesOf(shape, isSchemaImport);
  const inSchemas = (statement: Statement) => statement.declared.some((name) => schemaNames.has(name));
  const plainStatements = statements.filter((statement) => !inSchemas(statement));
  const schemaStatements = statements.filter(inSchemas);
  if (plainStatements.length === 0 || schemaStatements.length === 0) return null;

  const plainId = `${id}?schema-split=plain`;
  const schemasId = `${id}?schema-split=schemas`;
  const plainNames = new Set(plainStatements.flatMap((statement) => statement.declared));
  const publicNames = new Set(statements.filter((s) => s.exported).flatMap((s) => s.declared));

  // Plain names the schema part reads; private ones leave the plain part under a prefixed name.
  const borrowed = [...new Set(schemaStatements.flatMap((statement) => [...statement.reads]))].filter(
    (name) => plainNames.has(name),
  );
  const privateBorrowed = borrowed.filter((name) => !publicNames.has(name));
  const plainImports = imports.filter((entry) => !isZod(entry.source)).map((entry) => entry.text);

  const plain = [
    ...plainImports,
    ...plainStatements.map((statement) => statement.text),
    ...(privateBorrowed.length > 0
      ? [`export { ${privateBorrowed.map((name) => `${name} as ${PRIVATE_PREFIX}${name}`).join(', ')} };`]
      : []),
  ].join('\n');

  const schemas = [
    ...imports.map((entry) => entry.text),
    ...(borrowed.length > 0
      ? [
          `import { ${borrowed
            .map((name) => (publicNames.has(name) ? name : `${PRIVATE_PREFIX}${name} as ${name}`))
            .join(', ')} } from ${JSON.stringify(plainId)};`,
        ]
      : []),
    ...schemaStatements.map((statement) => statement.text),
  ].join('\n');

  const fromPart = (names: Array<{ local: string; exported: string }>, part: string) =>
    names.length > 0
      ? [
          `export { ${names.map(({ local, exported }) => (local === exported ? local : `${local} as ${exported}`)).join(', ')} } from ${JSON.stringify(part)};`,
        ]
      : [];
  const exportsOf = (names: Iterable<string>) => [...names].map((name) => ({ local: name, exported: name }));
  const listed = exportLists.flat();
  const facade = [
    ...fromPart(
      [
        ...exportsOf([...publicNames].filter((name) => plainNames.has(name))),
        ...listed.filter(({ local }) => plainNames.has(local)),
      ],
      plainId,
    ),
    ...fromPart(
      [
        ...exportsOf([...publicNames].filter((name) => schemaNames.has(name))),
        ...listed.filter(({ local }) => schemaNames.has(local)),
      ],
      schemasId,
    ),
    ...reExports,
  ].join('\n');

  return { facade, plain, schemas };
}
