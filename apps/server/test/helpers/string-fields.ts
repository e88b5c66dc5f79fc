import type { z } from 'zod';

/**
 * One place in a request schema where a caller can put text: its path, the smallest input that
 * puts a given text there, and `anchor`, the deepest path at which a refusal of that text must be
 * reported (the field itself, or the enclosing union, record or free-form JSON when zod reports
 * there).
 */
export type StringField = {
  path: string;
  anchor: string;
  input: (text: string) => unknown;
};

type Leaf = { path: string[]; anchor: string[]; input: (text: string) => unknown };

type Def = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  discriminator?: string;
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  items?: readonly z.core.$ZodType[];
  values?: readonly unknown[];
  getter?: () => z.core.$ZodType;
};

const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

const wrapperTypes = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
]);

/** Every string a caller can send in `schema`, found by walking the zod schema itself. */
export function stringFields(schema: z.core.$ZodType): StringField[] {
  return leaves(schema, 0).map((leaf) => ({
    path: leaf.path.join('.'),
    anchor: leaf.anchor.join('.'),
    input: leaf.input,
  }));
}

const prefixed = (key: string, leaf: Leaf, exact = true): Leaf => ({
  path: [key, ...leaf.path],
  anchor: exact ? [key, ...leaf.anchor] : [],
  input: leaf.input,
});

function leaves(schema: z.core.$ZodType, depth: number): Leaf[] {
  if (depth > 12) return [];
  const def = defOf(schema);
  if (def.type === 'string' || def.type === 'unknown' || def.type === 'any') {
    return [{ path: [], anchor: [], input: (text) => text }];
  }
  if (wrapperTypes.has(def.type) && def.innerType) return leaves(def.innerType, depth + 1);
  if (def.type === 'pipe' && def.in) return leaves(def.in, depth + 1);
  if (def.type === 'lazy' && def.getter) return leaves(def.getter(), depth + 1);
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, field]) =>
      leaves(field, depth + 1).map((leaf) => ({
        ...prefixed(key, leaf),
        input: (text: string) => ({ [key]: leaf.input(text) }),
      })),
    );
  }
  if (def.type === 'array' && def.element) {
    return leaves(def.element, depth + 1).map((leaf) => ({
      ...prefixed('0', leaf),
      input: (text: string) => [leaf.input(text)],
    }));
  }
  if (def.type === 'tuple' && def.items) {
    return def.items.flatMap((item, index) =>
      leaves(item, depth + 1).map((leaf) => ({
        ...prefixed(String(index), leaf),
        input: (text: string) =>
          Object.assign(new Array(index + 1).fill(null), { [index]: leaf.input(text) }),
      })),
    );
  }
  if (def.type === 'intersection' && def.left && def.right) {
    return [...leaves(def.left, depth + 1), ...leaves(def.right, depth + 1)];
  }
  if (def.type === 'union' && def.options) return unionLeaves(def, depth);
  if (def.type === 'record' && def.keyType && def.valueType) {
    // zod reports a refused key, and free-form JSON's checks, at the record itself.
    const keyLeaves = leaves(def.keyType, depth + 1).map((leaf) => ({
      path: ['<key>'],
      anchor: [],
      input: (text: string) => ({ [String(leaf.input(text))]: 'x' }),
    }));
    const valueLeaves = leaves(def.valueType, depth + 1).map((leaf) => ({
      ...prefixed('key', leaf, defOf(def.valueType!).type !== 'unknown'),
      input: (text: string) => ({ key: leaf.input(text) }),
    }));
    return [...keyLeaves, ...valueLeaves];
  }
  return [];
}

/**
 * A discriminated union reports the matching option's issues at their own paths, so each option's
 * fields are sent with its discriminator; any other union reports at the union.
 */
function unionLeaves(def: Def, depth: number): Leaf[] {
  return def.options!.flatMap((option) => {
    const discriminator = def.discriminator;
    const tag = discriminator ? literalOf(option, discriminator) : undefined;
    return leaves(option, depth + 1)
      .filter((leaf) => leaf.path[0] !== discriminator)
      .map((leaf) => ({
        path: leaf.path,
        anchor: discriminator ? leaf.anchor : [],
        input: (text: string) => {
          const value = leaf.input(text);
          return discriminator && value && typeof value === 'object'
            ? { [discriminator]: tag, ...value }
            : value;
        },
      }));
  });
}

function literalOf(option: z.core.$ZodType, key: string): unknown {
  const field = defOf(option).shape?.[key];
  return field ? defOf(field).values?.[0] : undefined;
}
