// The parameters of a signature as an editor shows them, for the scripts that print or list methods.
import ts from 'typescript';

/** One parameter of a signature: its name, whether it may be left out, its type. */
export interface Parameter {
  readonly name: string;
  readonly optional: boolean;
  readonly type: ts.Type;
}

/**
 * The parameters of a signature as an editor shows them: a declared method's rest tuple
 * (`...args: [id: number, options?: RequestOptions]`) read as its labelled elements.
 */
export function parametersOf(checker: ts.TypeChecker, signature: ts.Signature): Parameter[] {
  return signature.parameters.flatMap((param): Parameter[] => {
    const declaration = param.valueDeclaration as ts.ParameterDeclaration | undefined;
    const type = checker.getTypeOfSymbol(param);
    if (declaration?.dotDotDotToken && checker.isTupleType(type)) {
      const tuple = (type as ts.TypeReference).target as ts.TupleType;
      return checker.getTypeArguments(type as ts.TypeReference).map((element, index) => {
        const label = tuple.labeledElementDeclarations?.[index];
        if (!label) throw new Error(`${param.name}: a rest element without a name`);
        const optional = Boolean((tuple.elementFlags[index] ?? 0) & ts.ElementFlags.Optional);
        const text = ts.isIdentifier(label.name) ? label.name.text : label.name.getText();
        return { name: text, optional, type: element };
      });
    }
    return [{ name: param.name, optional: Boolean(declaration?.questionToken), type }];
  });
}
