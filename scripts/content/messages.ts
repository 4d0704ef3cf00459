import type { ErrorObject } from 'ajv';
import { explainFormat, type LinkTargets } from './formats.ts';
import { nearest } from './routes.ts';
import { joinPointer, parsePointer } from './positions.ts';
import { isSchemaObject } from './schemas.ts';

/** One schema violation in an author's words, before it is given a line and column. */
export interface Problem {
  /** JSON pointer of the value the message is about. */
  pointer: string;
  /** What to point the author at: a value, or (for a key that should not be there) its key. */
  at: { pointer: string; part: 'value' | 'key' };
  message: string;
}

export interface ExplainContext {
  targets: LinkTargets;
  /**
   * How many errors each choice of a failed anyOf/oneOf produced for the same value, in order.
   * ajv reports the choices' errors right before the anyOf/oneOf error itself.
   */
  choiceErrorCounts(error: ErrorObject): number[] | undefined;
  /** The schema a `$ref` found inside `near` (a part of some schema) points at. */
  resolveRef(ref: string, near: object): unknown;
}

/**
 * Turns ajv's errors into one clear problem per mistake: a failed anyOf/oneOf becomes either the
 * errors of the one choice the value was evidently meant to be, or a single "must be X or Y".
 */
export function explainAjvErrors(errors: readonly ErrorObject[], context: ExplainContext): Problem[] {
  const problems: Problem[] = [];
  // Backwards, so each anyOf/oneOf error is met before the errors of its choices, which precede it.
  let index = errors.length - 1;
  while (index >= 0) {
    const error = errors[index] as ErrorObject;
    index--;
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') {
      const problem = explainError(error, context);
      if (problem) problems.unshift(problem);
      continue;
    }
    const counts = context.choiceErrorCounts(error);
    const total = counts?.reduce((sum, count) => sum + count, 0) ?? 0;
    const start = index + 1 - total;
    const choiceErrors = errors.slice(start, index + 1);
    if (!counts || start < 0 || !choiceErrors.every((choiceError) => isWithin(choiceError.instancePath, error.instancePath))) {
      problems.unshift(explainChoice(error, context));
      continue;
    }
    const choices = counts.map((count, choice) => {
      const offset = counts.slice(0, choice).reduce((sum, n) => sum + n, 0);
      return choiceErrors.slice(offset, offset + count);
    });
    const meant = choiceMeant(error, choices);
    problems.unshift(...(meant ? explainAjvErrors(meant, context) : [explainChoice(error, context)]));
    index = start - 1;
  }
  return problems;
}

/**
 * The choice the value was evidently meant to be, judged as an author would: not one whose type
 * it lacks, nor one whose fixed marker field (`kind: video`) it contradicts while another choice
 * accepts that field; then the one with the fewest problems with the value's own fields and keys.
 * Undefined when that leaves a tie.
 */
function choiceMeant(error: ErrorObject, choices: ErrorObject[][]): ErrorObject[] | undefined {
  if (error.keyword === 'oneOf' && error.params.passingSchemas) return undefined;
  const at = error.instancePath;
  const wrongShape = (choiceError: ErrorObject) =>
    choiceError.instancePath === at && ['type', 'const', 'enum', 'false schema'].includes(choiceError.keyword);
  const shaped = choices.filter((choice) => !choice.some(wrongShape));
  const isAbout = (choiceError: ErrorObject, field: string) =>
    isWithin(choiceError.instancePath, field) ||
    (choiceError.instancePath === at &&
      [choiceError.params.additionalProperty, choiceError.params.unevaluatedProperty].includes(parsePointer(field).pop()));
  const contradictsMarker = (choice: ErrorObject[]) =>
    choice.some(
      (choiceError) =>
        choiceError.keyword === 'const' &&
        isChild(choiceError.instancePath, at) &&
        shaped.some((other) => other !== choice && !other.some((otherError) => isAbout(otherError, choiceError.instancePath))),
    );
  const fitting = shaped.filter((choice) => !contradictsMarker(choice));
  const rank = (choice: ErrorObject[]) => [choice.filter((choiceError) => choiceError.instancePath === at).length, choice.length] as const;
  const ranked = fitting.map((choice) => ({ choice, rank: rank(choice) })).sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1]);
  const [best, runnerUp] = ranked;
  if (!best) return undefined;
  if (runnerUp && runnerUp.rank[0] === best.rank[0] && runnerUp.rank[1] === best.rank[1]) return undefined;
  return best.choice;
}

function explainChoice(error: ErrorObject, context: ExplainContext): Problem {
  const pointer = error.instancePath;
  const at = { pointer, part: 'value' as const };
  if (error.keyword === 'oneOf' && error.params.passingSchemas) {
    return { pointer: pointer || '/', at, message: 'fits more than one of the allowed forms; it must fit exactly one' };
  }
  const choices = Array.isArray(error.schema) ? error.schema : [];
  const forms = [...new Set(choices.map((choice: unknown) => describeSchema(choice, error.schema as object, context, 0)))];
  return { pointer: pointer || '/', at, message: `must be ${orList(forms)} (got ${describeValue(error.data)})` };
}

function explainError(error: ErrorObject, context: ExplainContext): Problem | undefined {
  const pointer = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const data = error.data;
  let message: string;
  let at: Problem['at'] = { pointer, part: 'value' };
  switch (error.keyword) {
    case 'if':
    case 'propertyNames':
      // The errors of the `then`/`else` part or of the key itself say it better.
      return undefined;
    case 'type':
      message = `must be ${typeWords(String(params.type))} (got ${describeValue(data)}${quotedHint(String(params.type), data)})`;
      break;
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(plain);
      // A reference to a listed thing: `…site-index.generated.json#/$defs/id:products.products/enum`.
      const list = /\/\$defs\/([^/:]+):([^/.]+)[^/]*\/enum$/.exec(decodeURIComponent(error.schemaPath));
      if (list) {
        const suggestion = typeof data === 'string' ? nearest(data, allowed) : undefined;
        message = `must be the ${list[1]} of an entry in content/${list[2]}.yaml, one of: ${allowed.join(', ')} (got ${quoted(data)}${suggestion ? `; nearest: ${suggestion}` : ''})`;
        break;
      }
      message = `must be one of: ${allowed.join(', ')} (got ${quoted(data)})`;
      break;
    }
    case 'const':
      message = `must be ${JSON.stringify(params.allowedValue)} (got ${quoted(data)})`;
      break;
    case 'required':
      message = `is missing required property "${String(params.missingProperty)}"`;
      break;
    case 'dependentRequired':
      message = `is missing property "${String(params.missingProperty)}", which is needed when "${String(params.property)}" is given`;
      break;
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      const allowed = Object.keys(isSchemaObject(error.parentSchema?.properties) ? error.parentSchema.properties : {});
      at = { pointer: joinPointer(pointer, name), part: 'key' };
      message = `has unknown property "${name}" (allowed: ${allowed.join(', ') || 'none'})`;
      break;
    }
    case 'format':
      message =
        explainFormat(String(params.format), String(data), context.targets) ??
        `must be a valid ${String(params.format)} (got ${quoted(data)})`;
      break;
    case 'pattern':
      message = `must match the pattern ${String(params.pattern)} (got ${quoted(data)})`;
      break;
    case 'minLength':
      message = params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters long (got ${String(data).length})`;
      break;
    case 'maxLength':
      message = `must be at most ${String(params.limit)} characters long (got ${String(data).length})`;
      break;
    case 'minimum':
      message = `must be ${String(params.limit)} or more (got ${String(data)})`;
      break;
    case 'maximum':
      message = `must be ${String(params.limit)} or less (got ${String(data)})`;
      break;
    case 'exclusiveMinimum':
      message = `must be more than ${String(params.limit)} (got ${String(data)})`;
      break;
    case 'exclusiveMaximum':
      message = `must be less than ${String(params.limit)} (got ${String(data)})`;
      break;
    case 'multipleOf':
      message = `must be a multiple of ${String(params.multipleOf)} (got ${String(data)})`;
      break;
    case 'minItems':
    case 'maxItems':
      message = `must have ${error.keyword === 'minItems' ? 'at least' : 'at most'} ${count(Number(params.limit), 'item')} (got ${Array.isArray(data) ? data.length : 0})`;
      break;
    case 'minProperties':
    case 'maxProperties':
      message = `must have ${error.keyword === 'minProperties' ? 'at least' : 'at most'} ${count(Number(params.limit), 'field')}`;
      break;
    case 'uniqueItems': {
      const repeat = joinPointer(pointer, Number(params.i));
      return { pointer: repeat, at: { pointer: repeat, part: 'value' }, message: `is the same as ${joinPointer(pointer, Number(params.j))}; every item in this list must be different` };
    }
    case 'uniqueBy':
      message = `${JSON.stringify(params.value)} is already used at ${String(params.earlier)}`;
      break;
    case 'contains':
      message = `must contain at least ${count(Number(params.minContains ?? 1), 'matching item')}`;
      break;
    case 'not':
    case 'false schema':
      message = 'is not allowed here';
      break;
    default:
      message = error.message ?? `breaks the "${error.keyword}" rule`;
  }
  if (error.propertyName !== undefined) {
    at = { pointer: joinPointer(pointer, error.propertyName), part: 'key' };
    message = `has the key "${error.propertyName}", which ${message.replace(/ \(got [^)]*\)$/, '')}`;
  }
  return { pointer: pointer || '/', at, message };
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  null: 'empty',
};

function typeWords(types: string): string {
  return orList(types.split(',').map((type) => TYPE_WORDS[type] ?? type));
}

export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return `text ${quoted(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  const keys = Object.keys(value);
  return keys.length === 0 ? 'an empty group of fields' : `a group of fields with ${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', ...' : ''}`;
}

/** `rows: "4"` is text to YAML; say how to make it a number. */
function quotedHint(types: string, value: unknown): string {
  if (typeof value !== 'string') return '';
  if (/integer|number/.test(types) && value.trim() !== '' && !Number.isNaN(Number(value))) return ': write it without quotes';
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return ': write it without quotes';
  return '';
}

function quoted(value: unknown): string {
  if (typeof value !== 'string') return describeValue(value);
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
}

function plain(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function orList(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? 'something else';
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** A choice of an anyOf/oneOf in a few words: "text", "a group of fields with label, href". */
function describeSchema(schema: unknown, near: object, context: ExplainContext, depth: number): string {
  if (schema === true) return 'anything';
  if (!isSchemaObject(schema)) return 'something else';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map(plain).join(', ')}`;
  if (typeof schema.$ref === 'string' && depth < 3) {
    const target = context.resolveRef(schema.$ref, near);
    if (target !== undefined) return describeSchema(target, isSchemaObject(target) ? target : near, context, depth + 1);
  }
  const types = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type.map(String) : [];
  if (types.length === 0 && (schema.properties || schema.required)) types.push('object');
  if (types.length === 0) return 'something else';
  return orList(
    types.map((type) => {
      const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
      return type === 'object' && required.length > 0 ? `a group of fields with ${required.join(', ')}` : (TYPE_WORDS[type] ?? type);
    }),
  );
}

function isWithin(pointer: string, base: string): boolean {
  return pointer === base || pointer.startsWith(base + '/');
}

function isChild(pointer: string, base: string): boolean {
  return pointer.startsWith(base + '/') && !pointer.slice(base.length + 1).includes('/');
}
