// A resource class made from its endpoint declarations (`class DeskPunches extends resource({...})`), as the
// reference shows it: the class it extends (`Resource`, `SidedResource`, `Visits`), not the expression, and each
// declared endpoint a method with its params, its doc and its signature, as a method written by hand would be.
import {
  type Application,
  type Context,
  Converter,
  type DeclarationReflection,
  IntrinsicType,
  NamedTupleMember,
  normalizePath,
  ParameterReflection,
  type ProjectReflection,
  ReferenceType,
  type Reflection,
  ReflectionFlag,
  ReflectionKind,
  ReflectionType,
  type SomeType,
  SourceReference,
  TupleType,
  UnionType,
} from 'typedoc';
import ts from 'typescript';
import { type Parameter, parametersOf } from './signature-parameters.ts';

/** Registers the plugin's handlers: classes as they are created, their declared members before links resolve. */
export function showDeclaredClasses(app: Application): void {
  /** The classes made from declarations, each with the names of the methods its own table declares. */
  const classes = new Map<DeclarationReflection, MadeClass>();
  /** The declared methods, each with its params as TypeScript reads them (names and optionality). */
  const members = new Map<DeclarationReflection, readonly Parameter[]>();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (reflection.kindOf(ReflectionKind.Class)) {
      const made = showBaseClass(context, reflection);
      if (made) classes.set(reflection, made);
    } else if (reflection.kindOf(ReflectionKind.Property)) {
      const params = declaredParams(context, reflection);
      if (params) members.set(reflection, params);
    }
  });
  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context) => {
      for (const [member, params] of members) asMethod(context.project, member, params);
      for (const [owner, made] of classes) showInheritance(context.project, owner, made);
      members.clear();
      classes.clear();
    },
    // Before typedoc's own handlers read the sources.
    100,
  );
}

/**
 * What a member says it inherits or overrides: nothing for the class's own declarations; the base class's
 * member, not the made class's expression (`sided((prefix) => …).get`), for the others.
 */
function showInheritance(project: ProjectReflection, owner: DeclarationReflection, made: MadeClass): void {
  const { own, constructorSource } = made;
  const base = owner.extendedTypes?.[0];
  const parent =
    base instanceof ReferenceType ? (base.reflection as DeclarationReflection | undefined) : undefined;
  for (const member of owner.children ?? []) {
    if (member.kindOf(ReflectionKind.Constructor)) {
      for (const reflection of [member, ...member.getAllSignatures()]) {
        // A constructor is never abstract: the made class's `abstract new (…)` is, and where it is written is
        // not where the constructor it stands for is.
        reflection.setFlag(ReflectionFlag.Abstract, false);
        if (constructorSource && isMadeHere(reflection.sources)) reflection.sources = [constructorSource];
      }
    }
    const inherited = parent?.getChildByName(member.name) as DeclarationReflection | undefined;
    for (const key of ['inheritedFrom', 'overwrites'] as const) {
      const from = member[key];
      if (!from?.name.includes('(')) continue;
      if (own.has(member.name) && key === 'inheritedFrom') {
        for (const reflection of [member, ...member.getAllSignatures()]) reflection[key] = undefined;
        continue;
      }
      const name = `${parent?.name ?? base}.${member.name}`;
      const reference = (target: Reflection | undefined) =>
        target
          ? ReferenceType.createResolvedReference(name, target, project)
          : ReferenceType.createBrokenReference(name, project, from.package);
      member[key] = reference(inherited);
      member.getAllSignatures().forEach((signature, index) => {
        if (!signature[key]?.reflection) signature[key] = reference(inherited?.getAllSignatures()[index]);
      });
    }
  }
}

/** What the plugin knows of a class made from declarations. */
interface MadeClass {
  /** The names of the methods its own table declares. */
  readonly own: ReadonlySet<string>;
  /** Where the constructor it inherits is written. */
  readonly constructorSource: SourceReference | undefined;
}

/** Whether sources point into the code that makes the classes (src/core/declare.ts, src/front-and-desk/side.ts). */
function isMadeHere(sources: readonly SourceReference[] | undefined): boolean {
  return (sources ?? []).some((source) =>
    /src\/(core\/declare|front-and-desk\/side)\.ts$/.test(source.fullFileName),
  );
}

/** Where the constructor of `type`'s class (or of the nearest base class with one) is written. */
function constructorSourceOf(checker: ts.TypeChecker, type: ts.Type): SourceReference | undefined {
  for (
    let current: ts.Type | undefined = type;
    current;
    current = checker.getBaseTypes(current as ts.InterfaceType)[0]
  ) {
    const declaration = current.getSymbol()?.declarations?.find(ts.isClassDeclaration);
    const written = declaration?.members.find(ts.isConstructorDeclaration);
    if (!written) continue;
    const source = written.getSourceFile();
    const { line, character } = source.getLineAndCharacterOfPosition(written.getStart());
    return new SourceReference(normalizePath(source.fileName), line + 1, character);
  }
  return undefined;
}

/**
 * `extends resource({...})` → `extends Resource` (the class the made one stands for, or the one it extends);
 * answers what the class's own table declares (nothing for a class written by hand).
 */
function showBaseClass(context: Context, reflection: DeclarationReflection): MadeClass | undefined {
  const symbol = context.getSymbolFromReflection(reflection);
  const declaration = symbol?.declarations?.find(ts.isClassDeclaration);
  const heritage = declaration?.heritageClauses?.find(
    (clause) => clause.token === ts.SyntaxKind.ExtendsKeyword,
  );
  const expression = heritage?.types[0]?.expression;
  if (!expression || !ts.isCallExpression(expression)) return undefined;
  const [signature] = context.checker.getTypeAtLocation(expression).getConstructSignatures();
  const instance = signature && context.checker.getReturnTypeOfSignature(signature);
  if (!instance?.isIntersection()) return undefined;
  const methods = instance.types.find((part) => part.aliasSymbol?.name === 'MethodsOf');
  const inherited = instance.types.find((part) => part !== methods);
  if (!methods || !inherited) return undefined;
  // `DeclaredResource` and `DeclaredSided` are types alone: the class they stand for is their base.
  const [base] = inherited.getSymbol()?.name.startsWith('Declared')
    ? context.checker.getBaseTypes(inherited as ts.InterfaceType)
    : [inherited];
  if (base) reflection.extendedTypes = [context.converter.convertType(context.withScope(reflection), base)];
  return {
    own: new Set(methods.getProperties().map((property) => property.name)),
    constructorSource: base && constructorSourceOf(context.checker, base),
  };
}

/** The params of a property a declaration table gives a class (a table entry typed as a method), else none. */
function declaredParams(
  context: Context,
  reflection: DeclarationReflection,
): readonly Parameter[] | undefined {
  const symbol = context.getSymbolFromReflection(reflection);
  const declaration = symbol?.declarations?.[0];
  if (!symbol || !declaration || !ts.isPropertyAssignment(declaration)) return undefined;
  const [signature] = context.checker.getTypeOfSymbol(symbol).getCallSignatures();
  const [rest] = signature?.parameters ?? [];
  if (
    !signature ||
    (rest?.valueDeclaration as ts.ParameterDeclaration | undefined)?.dotDotDotToken === undefined
  ) {
    return undefined;
  }
  return parametersOf(context.checker, signature);
}

/** The property becomes a method: its signature moves to it, its rest tuple read as labelled params. */
function asMethod(
  project: ProjectReflection,
  member: DeclarationReflection,
  read: readonly Parameter[],
): void {
  if (!(member.type instanceof ReflectionType)) return;
  const literal = member.type.declaration;
  const signatures = literal.signatures ?? [];
  // Moved before the literal goes: the project drops the reflections whose parent it removes.
  for (const signature of signatures) signature.parent = member;
  literal.signatures = undefined;
  project.removeReflection(literal);
  member.type = undefined;
  member.kind = ReflectionKind.Method;
  member.signatures = signatures;
  for (const signature of signatures) {
    signature.name = member.name;
    signature.comment ??= member.comment;
    // The declaration's place: typedoc gives none to a signature of a type literal.
    signature.sources ??= member.sources;
    const [rest] = signature.parameters ?? [];
    if (!rest?.flags.isRest || !(rest.type instanceof TupleType)) continue;
    const params = rest.type.elements.map((element, index) => {
      if (!(element instanceof NamedTupleMember))
        throw new Error(`${member.name}: an argument without a name`);
      const param = new ParameterReflection(element.name, ReflectionKind.Parameter, signature);
      param.type = removeUndefined(element.element);
      param.setFlag(ReflectionFlag.Optional, read[index]?.optional === true);
      project.registerReflection(param, undefined, undefined);
      return param;
    });
    project.removeReflection(rest);
    signature.parameters = params;
  }
  member.comment = undefined;
}

/** A param's type without the `undefined` its optional tuple element adds. */
function removeUndefined(type: SomeType): SomeType {
  if (!(type instanceof UnionType)) return type;
  const types = type.types.filter((part) => !(part instanceof IntrinsicType && part.name === 'undefined'));
  return types.length === 1 ? (types[0] as SomeType) : new UnionType(types);
}
