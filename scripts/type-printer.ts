// Writes a type the checker resolved as declaration text: objects field by field with their JSDoc (the
// checker's own text drops it), zod's aliases expanded. Used by scripts/plain-declarations.ts.
import ts from 'typescript';

const PRINT_FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** Writes a resolved type as declaration text, objects field by field with their JSDoc. */
export class TypePrinter {
  readonly checker: ts.TypeChecker;
  /** Where the text goes: names are written as they are reachable from there. */
  readonly at: ts.Node;

  constructor(checker: ts.TypeChecker, at: ts.Node) {
    this.checker = checker;
    this.at = at;
  }

  type(type: ts.Type, indent: string): string {
    if (!this.#needsExpanding(type)) return this.#plain(type);
    if (type.isUnion()) return this.#union(type, indent);
    if (type.isIntersection()) return type.types.map((part) => this.#wrapped(part, indent)).join(' & ');
    if (this.checker.isArrayType(type)) {
      const [item] = this.checker.getTypeArguments(type as ts.TypeReference);
      return item ? `${this.#wrapped(item, indent)}[]` : this.#plain(type);
    }
    return this.members(type, indent);
  }

  /** `{ field: type; … }` of an object type, each field with its JSDoc. */
  members(type: ts.Type, indent: string): string {
    const inner = `${indent}    `;
    const lines = this.checker
      .getIndexInfosOfType(type)
      .map(
        (info) =>
          `${inner}${info.isReadonly ? 'readonly ' : ''}[key: ${this.#plain(info.keyType)}]: ${this.type(info.type, inner)};`,
      );
    for (const property of this.checker.getPropertiesOfType(type)) {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const name = /^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : `'${property.name}'`;
      const fieldType = this.type(this.checker.getTypeOfSymbol(property), inner);
      lines.push(`${docComment(property, this.checker, inner)}${inner}${name}${optional}: ${fieldType};`);
    }
    return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
  }

  /** The members of a union, `true | false` as `boolean`, `null` and `undefined` last (as the checker writes them). */
  #union(type: ts.UnionType, indent: string): string {
    const parts: string[] = [];
    const booleans = type.types.filter((part) => part.flags & ts.TypeFlags.BooleanLiteral);
    const last = ts.TypeFlags.Null | ts.TypeFlags.Undefined;
    const ordered = [
      ...type.types.filter((part) => !(part.flags & last)),
      ...type.types.filter((part) => part.flags & ts.TypeFlags.Null),
      ...type.types.filter((part) => part.flags & ts.TypeFlags.Undefined),
    ];
    for (const part of ordered) {
      if (part.flags & ts.TypeFlags.BooleanLiteral && booleans.length === 2) {
        if (part === booleans[0]) parts.push('boolean');
      } else parts.push(this.#wrapped(part, indent));
    }
    return parts.join(' | ');
  }

  #wrapped(type: ts.Type, indent: string): string {
    const text = this.type(type, indent);
    return type.isUnion() || type.isIntersection() ? `(${text})` : text;
  }

  /** Whether the checker's own text would name zod or lose the fields' JSDoc. */
  #needsExpanding(type: ts.Type): boolean {
    if (type.aliasSymbol && !declaredInZod(type.aliasSymbol)) return false;
    if (type.isUnion() || type.isIntersection()) return type.types.some((part) => this.#needsExpanding(part));
    if (this.checker.isArrayType(type)) {
      return this.checker
        .getTypeArguments(type as ts.TypeReference)
        .some((item) => this.#needsExpanding(item));
    }
    if (!(type.flags & ts.TypeFlags.Object)) return false;
    const objectFlags = (type as ts.ObjectType).objectFlags;
    const anonymous = objectFlags & (ts.ObjectFlags.Anonymous | ts.ObjectFlags.Mapped);
    return anonymous !== 0 && type.getCallSignatures().length === 0;
  }

  #plain(type: ts.Type): string {
    return this.checker.typeToString(type, this.at, PRINT_FLAGS);
  }
}

function declaredInZod(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) =>
    /[\\/]node_modules[\\/]zod[\\/]/.test(declaration.getSourceFile().fileName),
  );
}

/** The JSDoc of a field as a comment block at `indent`, or nothing when it has none. */
function docComment(symbol: ts.Symbol, checker: ts.TypeChecker, indent: string): string {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  const tags = symbol
    .getJsDocTags(checker)
    .map((tag) => `@${tag.name}${tag.text ? ` ${ts.displayPartsToString(tag.text)}` : ''}`);
  const lines = [...(text ? text.split('\n') : []), ...tags];
  if (lines.length === 0) return '';
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
}
