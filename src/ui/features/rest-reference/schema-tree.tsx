import { useId, useState } from 'react';
import type { JsonSchemaObject } from '../../../core/rest/reference-data.ts';
import { describeSchema, hasChildren, type SchemaEntry } from '../../../core/rest/schema-tree.ts';
import type { Translate } from '../../i18n/i18n-context.tsx';
import type { restIslandMessages } from './island-messages.ts';

interface TreeProps {
  value: unknown;
  schemas: Readonly<Record<string, JsonSchemaObject>>;
  ancestors: readonly string[];
  t: Translate<typeof restIslandMessages>;
  announce: (text: string) => void;
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A property, item or variant: its name and facts, and a button to open it when it has more. */
function Entry({
  entry,
  schemas,
  t,
  announce,
}: Omit<TreeProps, 'value' | 'ancestors'> & { entry: SchemaEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const level = describeSchema(entry.schema, schemas, entry.ancestors);
  const flags = [
    entry.required && t('restIsland.required'),
    level.nullable && t('restIsland.nullable'),
    level.readOnly && t('restIsland.readOnly'),
    level.writeOnly && t('restIsland.writeOnly'),
    level.deprecated && t('restIsland.deprecated'),
  ].filter((flag): flag is string => flag !== false);
  const toggle = () => {
    setOpen(!open);
    announce(t(open ? 'restIsland.collapsed' : 'restIsland.expanded', { name: entry.name }));
  };
  const name = <code className="rest-tree-name">{entry.name}</code>;
  return (
    <li className="rest-tree-entry">
      {hasChildren(level) ? (
        <button
          type="button"
          className="rest-tree-toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={toggle}
        >
          {name}
        </button>
      ) : (
        name
      )}{' '}
      <span className="rest-tree-type">
        {level.circular === undefined ? (
          <code>
            {level.refName !== undefined && level.type === 'object'
              ? level.refName
              : level.type || level.refName}
          </code>
        ) : (
          <a href={`#schema-${level.circular}`}>{t('restIsland.circular', { name: level.circular })}</a>
        )}
        {level.format !== undefined && <code> ({level.format})</code>}
      </span>
      {flags.length > 0 && <span className="rest-tree-flags"> {flags.join(', ')}</span>}
      <Facts level={level} t={t} />
      {open && (
        <div id={id}>
          <Level
            value={entry.schema}
            schemas={schemas}
            ancestors={entry.ancestors}
            t={t}
            announce={announce}
            facts={false}
          />
        </div>
      )}
    </li>
  );
}

/** The description (plain text, never HTML), enum, default and discriminator of a level. */
function Facts({ level, t }: { level: ReturnType<typeof describeSchema>; t: TreeProps['t'] }) {
  return (
    <>
      {level.description !== '' && <p className="rest-tree-description">{level.description}</p>}
      {level.enum !== undefined && (
        <p className="rest-tree-fact">{t('restIsland.enum', { values: level.enum.map(shown).join(', ') })}</p>
      )}
      {level.hasDefault && (
        <p className="rest-tree-fact">{t('restIsland.default', { value: shown(level.default) })}</p>
      )}
      {level.mergedFrom.length > 0 && (
        <p className="rest-tree-fact">{t('restIsland.allOf', { names: level.mergedFrom.join(', ') })}</p>
      )}
      {level.discriminator !== undefined && (
        <p className="rest-tree-fact">
          {t('restIsland.discriminator', { property: level.discriminator.propertyName })}
          {Object.keys(level.discriminator.mapping).length > 0 &&
            ` (${Object.entries(level.discriminator.mapping)
              .map(([key, name]) => `${key} → ${name}`)
              .join(', ')})`}
        </p>
      )}
    </>
  );
}

/**
 * One open level of a schema tree: its facts (unless its entry already showed them), its
 * alternatives and its entries, each opened on demand. Cycles are links to `#schema-<name>`.
 */
export function Level({
  value,
  schemas,
  ancestors,
  t,
  announce,
  facts = true,
}: TreeProps & { facts?: boolean }) {
  const level = describeSchema(value, schemas, ancestors);
  if (level.circular !== undefined) {
    return <a href={`#schema-${level.circular}`}>{t('restIsland.circular', { name: level.circular })}</a>;
  }
  const entries = (list: readonly SchemaEntry[]) => (
    <ul className="rest-tree">
      {list.map((entry) => (
        <Entry
          key={`${entry.kind}:${entry.name}`}
          entry={entry}
          schemas={schemas}
          t={t}
          announce={announce}
        />
      ))}
    </ul>
  );
  return (
    <div className="rest-tree-level">
      {facts && <Facts level={level} t={t} />}
      {level.composition !== undefined && (
        <>
          <p className="rest-tree-fact">
            {t(level.composition.kind === 'oneOf' ? 'restIsland.oneOf' : 'restIsland.anyOf')}
          </p>
          {entries(level.composition.variants)}
        </>
      )}
      {level.entries.length > 0 && entries(level.entries)}
    </div>
  );
}
