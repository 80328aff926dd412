import { describe, expect, it } from 'vitest';
import { describeSchema, hasChildren } from './schema-tree.ts';

const schemas = {
  Node: {
    type: 'object',
    required: ['id'],
    properties: {
      id: { type: 'string', readOnly: true },
      children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
      parent: { $ref: '#/components/schemas/Node' },
    },
  },
  Named: {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string', description: 'Shown name' } },
  },
  Dated: { type: 'object', properties: { created: { type: 'string', format: 'date-time' } } },
  Pet: {
    oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
    discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat' } },
  },
  Cat: { type: 'object', properties: { kind: { type: 'string', enum: ['cat'] } } },
  Dog: { type: 'object', properties: { kind: { type: 'string', default: 'dog' } } },
  Alias: { $ref: '#/components/schemas/Alias' },
};

describe('describeSchema', () => {
  it('follows a $ref and lists properties with required marks and facts', () => {
    const level = describeSchema({ $ref: '#/components/schemas/Node' }, schemas);
    expect(level.refName).toBe('Node');
    expect(level.type).toBe('object');
    expect(level.entries.map((e) => [e.name, e.required])).toEqual([
      ['id', true],
      ['children', false],
      ['parent', false],
    ]);
    const id = describeSchema(level.entries[0]?.schema, schemas, level.entries[0]?.ancestors);
    expect(id).toMatchObject({ type: 'string', readOnly: true, writeOnly: false });
    expect(hasChildren(id)).toBe(false);
  });

  it('shows a cycle as the name of the open schema instead of recursing', () => {
    const node = describeSchema({ $ref: '#/components/schemas/Node' }, schemas);
    const parent = node.entries.find((e) => e.name === 'parent');
    const cycle = describeSchema(parent?.schema, schemas, parent?.ancestors);
    expect(cycle).toMatchObject({ circular: 'Node', refName: 'Node', entries: [] });
    expect(hasChildren(cycle)).toBe(false);
    const children = node.entries.find((e) => e.name === 'children');
    const array = describeSchema(children?.schema, schemas, children?.ancestors);
    expect(array.type).toBe('array<Node>');
    const items = array.entries[0];
    expect(items?.kind).toBe('items');
    expect(describeSchema(items?.schema, schemas, items?.ancestors).circular).toBe('Node');
  });

  it('does not loop on a schema that refers to itself only', () => {
    expect(describeSchema({ $ref: '#/components/schemas/Alias' }, schemas).circular).toBe('Alias');
  });

  it('merges allOf parts: properties and required lists together, part names kept', () => {
    const level = describeSchema(
      {
        allOf: [
          { $ref: '#/components/schemas/Named' },
          { $ref: '#/components/schemas/Dated' },
          { type: 'object', required: ['created'], properties: { note: { type: 'string', nullable: true } } },
        ],
        description: 'A dated, named thing',
      },
      schemas,
    );
    expect(level.type).toBe('object');
    expect(level.description).toBe('A dated, named thing');
    expect(level.mergedFrom).toEqual(['Named', 'Dated', '#3']);
    expect(level.entries.map((e) => [e.name, e.required])).toEqual([
      ['name', true],
      ['created', true],
      ['note', false],
    ]);
    const note = level.entries[2];
    expect(describeSchema(note?.schema, schemas).type).toBe('string | null');
  });

  it('lists oneOf variants and the discriminator with mapped names', () => {
    const level = describeSchema({ $ref: '#/components/schemas/Pet' }, schemas);
    expect(level.composition?.kind).toBe('oneOf');
    expect(level.composition?.variants.map((v) => v.name)).toEqual(['Cat', 'Dog']);
    expect(level.discriminator).toEqual({ propertyName: 'kind', mapping: { cat: 'Cat' } });
    expect(hasChildren(level)).toBe(true);
    const dog = level.composition?.variants[1];
    const kind = describeSchema(dog?.schema, schemas, dog?.ancestors).entries[0];
    expect(describeSchema(kind?.schema, schemas)).toMatchObject({ hasDefault: true, default: 'dog' });
    const cat = describeSchema(level.composition?.variants[0]?.schema, schemas).entries[0];
    expect(describeSchema(cat?.schema, schemas).enum).toEqual(['cat']);
  });

  it('reads 3.1 type arrays and additionalProperties', () => {
    const level = describeSchema(
      { type: ['object', 'null'], additionalProperties: { type: 'integer' }, writeOnly: true },
      schemas,
    );
    expect(level).toMatchObject({ type: 'object | null', nullable: true, writeOnly: true });
    expect(level.entries.map((e) => [e.name, e.kind])).toEqual([['{key}', 'additional']]);
  });
});
