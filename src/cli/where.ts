import { InputError } from '../core/errors.ts';
import { encodeFilter } from '../reports/filter-encode.ts';
import {
  type CompareOp,
  type Filter,
  type FilterNode,
  type FilterScalar,
  oneOf,
} from '../reports/filters.ts';
import type { ReportDefinition } from '../reports/types.ts';
import { didYouMean } from './did-you-mean.ts';
import { relativeDay } from './relative-date.ts';
import { UsageError } from './usage-error.ts';

/**
 * The `--where` language of `pike13 report`, read into the builder's filter:
 *
 *     state = completed and (start_at > 2026-01-01 or service_id in (1, 2)) and email is not empty
 *
 * Comparisons: `=`, `!=`, `>`, `<`, `>=` and `<=` (sent as `gt`/`lt` or `eq`: the service has neither),
 * `between A and B`, `in (A, B, …)` (the builder's `oneOf`: an `or` of `eq`, at most 100), `contains`, `without`, `starts`, `ends`,
 * `is empty`, `is not empty`; `and` binds before `or`; parentheses group. Values: numbers, `true`/`false`,
 * `today`, `today-30d` or `today+7d` for dates and times, words, or quoted text ('…' or "…"). Each
 * comparison is checked against the report by the builder (field, operation, value type) before anything
 * is sent; an error points at the column of the mistake.
 */
export function parseWhere(text: string, definition: ReportDefinition): Filter {
  const parser = new Parser(text, definition);
  const node = parser.expression();
  parser.end();
  return { node };
}

interface Token {
  kind: 'word' | 'text' | 'symbol';
  value: string;
  at: number;
}

const SYMBOLS = ['!=', '>=', '<=', '=', '>', '<', '(', ')', ','];
const TEXT_OPS: Readonly<Record<string, CompareOp>> = {
  contains: 'contains',
  without: 'wo',
  starts: 'starts',
  ends: 'ends',
};
const NUMERIC = new Set(['integer', 'float', 'currency']);
/** What a relative day (`today-30d`) stands for in a field of each date type. */
const DAY_KINDS = { date: 'date', datetime: 'time' } as const;
const SYMBOL_OPS: Readonly<Record<string, CompareOp>> = { '=': 'eq', '!=': 'ne', '>': 'gt', '<': 'lt' };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (/\s/.test(char)) {
      index++;
      continue;
    }
    const symbol = SYMBOLS.find((candidate) => text.startsWith(candidate, index));
    if (symbol) {
      tokens.push({ kind: 'symbol', value: symbol, at: index });
      index += symbol.length;
    } else if (char === "'" || char === '"') {
      const end = text.indexOf(char, index + 1);
      if (end === -1) throw mistake(text, index, 'this quote is never closed');
      tokens.push({ kind: 'text', value: text.slice(index + 1, end), at: index });
      index = end + 1;
    } else {
      const word = /^[^\s=!<>(),'"]+/.exec(text.slice(index))?.[0] as string;
      tokens.push({ kind: 'word', value: word, at: index });
      index += word.length;
    }
  }
  return tokens;
}

/** A usage error naming the column at fault; its details quote the filter with a caret under it. */
function mistake(text: string, at: number, message: string): UsageError {
  return new UsageError(`--where: ${message} (column ${at + 1})`, `  ${text}\n  ${' '.repeat(at)}^`);
}

class Parser {
  readonly #text: string;
  readonly #definition: ReportDefinition;
  readonly #tokens: Token[];
  #index = 0;

  constructor(text: string, definition: ReportDefinition) {
    this.#text = text;
    this.#definition = definition;
    this.#tokens = tokenize(text);
    if (this.#tokens.length === 0) throw mistake(text, 0, 'the filter is empty');
  }

  /** `a or b or …`, each an `and` chain. */
  expression(): FilterNode {
    const terms = [this.#conjunction()];
    while (this.#takeWord('or')) terms.push(this.#conjunction());
    return terms.length === 1 ? (terms[0] as FilterNode) : { op: 'or', filters: terms };
  }

  end(): void {
    const next = this.#peek();
    if (next) throw mistake(this.#text, next.at, `unexpected ${next.value}: expected and, or or the end`);
  }

  #conjunction(): FilterNode {
    const terms = [this.#primary()];
    while (this.#takeWord('and')) terms.push(this.#primary());
    return terms.length === 1 ? (terms[0] as FilterNode) : { op: 'and', filters: terms };
  }

  #primary(): FilterNode {
    if (this.#takeSymbol('(')) {
      const inner = this.expression();
      this.#expectSymbol(')');
      return inner;
    }
    return this.#comparison();
  }

  /** One comparison, checked by the builder (operation, value type, list size) where it stands. */
  #comparison(): FilterNode {
    const at = this.#peek()?.at ?? this.#text.length;
    try {
      const node = this.#compare();
      encodeFilter(node, this.#definition);
      return node;
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      throw mistake(this.#text, at, error.message.replace(/^where: /, ''));
    }
  }

  #compare(): FilterNode {
    const field = this.#field();
    const operator = this.#next('an operator (=, !=, >, <, >=, <=, between, in, contains, is empty…)');
    const op = operator.value.toLowerCase();
    if (operator.kind === 'symbol' && SYMBOL_OPS[op])
      return compare(SYMBOL_OPS[op], field, [this.#value(field)]);
    if (operator.kind === 'symbol' && (op === '>=' || op === '<=')) {
      const value = this.#value(field);
      return {
        op: 'or',
        filters: [compare(op === '>=' ? 'gt' : 'lt', field, [value]), compare('eq', field, [value])],
      };
    }
    if (operator.kind === 'word' && TEXT_OPS[op]) return compare(TEXT_OPS[op], field, [this.#value(field)]);
    if (operator.kind === 'word' && op === 'between') {
      const low = this.#value(field);
      if (!this.#takeWord('and')) throw this.#expected('and between the two bounds');
      return compare('btw', field, [low, this.#value(field)]);
    }
    if (operator.kind === 'word' && op === 'in') return this.#oneOf(field);
    if (operator.kind === 'word' && op === 'is') {
      const negated = this.#takeWord('not');
      if (!this.#takeWord('empty')) throw this.#expected(negated ? 'empty' : 'empty or not empty');
      return compare(negated ? 'nemp' : 'emp', field, []);
    }
    throw mistake(this.#text, operator.at, `unknown operator ${operator.value}`);
  }

  #oneOf(field: string): FilterNode {
    this.#expectSymbol('(');
    const values = [this.#value(field)];
    while (this.#takeSymbol(',')) values.push(this.#value(field));
    this.#expectSymbol(')');
    return oneOf(field, values).node;
  }

  #field(): string {
    const token = this.#next('a field name');
    if (token.kind !== 'word')
      throw mistake(this.#text, token.at, `expected a field name, not ${token.value}`);
    const { detail, resource, typed } = this.#definition;
    if (typed && detail[token.value] === undefined) {
      const meant = didYouMean(token.value, Object.keys(detail));
      throw mistake(this.#text, token.at, `${token.value} is not a field of the ${resource} report${meant}`);
    }
    return token.value;
  }

  /**
   * A value, read by the field's type: numbers for numeric fields, `true`/`false` for booleans, `today-30d`
   * for dates and times, else text.
   */
  #value(field: string): FilterScalar {
    const token = this.#next('a value');
    if (token.kind === 'symbol') throw mistake(this.#text, token.at, `expected a value, not ${token.value}`);
    const spec = this.#definition.detail[field];
    const type = typeof spec === 'string' ? spec : spec === undefined ? 'untyped' : 'enum';
    if (token.kind === 'text') return token.value;
    const day =
      type === 'date' || type === 'datetime' ? relativeDay(token.value, DAY_KINDS[type]) : undefined;
    if (day !== undefined) return day;
    if ((type === 'boolean' || type === 'untyped') && /^(true|false)$/.test(token.value))
      return token.value === 'true';
    const numeric = NUMERIC.has(type) || type === 'untyped';
    return numeric && /^-?\d+(\.\d+)?$/.test(token.value) ? Number(token.value) : token.value;
  }

  #peek(): Token | undefined {
    return this.#tokens[this.#index];
  }

  #next(what: string): Token {
    const token = this.#tokens[this.#index++];
    if (!token) throw mistake(this.#text, this.#text.length, `expected ${what}`);
    return token;
  }

  #takeWord(word: string): boolean {
    const token = this.#peek();
    if (token?.kind !== 'word' || token.value.toLowerCase() !== word) return false;
    this.#index++;
    return true;
  }

  #takeSymbol(symbol: string): boolean {
    const token = this.#peek();
    if (token?.kind !== 'symbol' || token.value !== symbol) return false;
    this.#index++;
    return true;
  }

  #expectSymbol(symbol: string): void {
    if (!this.#takeSymbol(symbol)) throw this.#expected(symbol);
  }

  #expected(what: string): UsageError {
    const token = this.#peek();
    return mistake(this.#text, token?.at ?? this.#text.length, `expected ${what}`);
  }
}

function compare(op: CompareOp, field: string, values: FilterScalar[]): FilterNode {
  return { op, field, values };
}
