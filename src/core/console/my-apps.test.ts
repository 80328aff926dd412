import { describe, expect, it } from 'vitest';
import { ConsoleAppSchema, MyAppsQuerySchema } from '../../schemas/console.ts';
import { defaultDirection, listMyApps } from './my-apps.ts';

const app = (
  id: string,
  name: string,
  appType: 'oauth2' | 'forge',
  status: 'development' | 'public',
  updatedAt: string,
  description = '',
) => ConsoleAppSchema.parse({ id, name, appType, distributionStatus: status, updatedAt, description });
const apps = [
  app('a', 'weather board', 'forge', 'public', '2026-11-01T00:00:00Z'),
  app('b', 'Alpha sync', 'oauth2', 'development', '2026-11-20T00:00:00Z', 'Syncs the WEATHER'),
  app('c', 'app 10', 'oauth2', 'public', '2026-10-01T00:00:00Z'),
  app('d', 'App 9', 'forge', 'development', '2026-11-20T00:00:00Z'),
];
const ids = (query: Record<string, string>) =>
  listMyApps(apps, MyAppsQuerySchema.parse(query)).map((entry) => entry.id);

describe('the my apps list', () => {
  it('shows the most recently updated first by default, ties by name', () => {
    expect(defaultDirection('updated')).toBe('desc');
    expect(ids({})).toEqual(['b', 'd', 'a', 'c']);
  });

  it('sorts by name naturally and case-insensitively, either way', () => {
    expect(ids({ sort: 'name' })).toEqual(['b', 'd', 'c', 'a']);
    expect(ids({ sort: 'name', dir: 'desc' })).toEqual(['a', 'c', 'd', 'b']);
  });

  it('sorts by type label and by distribution status', () => {
    expect(ids({ sort: 'type' })).toEqual(['d', 'a', 'b', 'c']);
    expect(ids({ sort: 'distribution' })).toEqual(['b', 'd', 'c', 'a']);
    expect(ids({ sort: 'updated', dir: 'asc' })).toEqual(['c', 'a', 'b', 'd']);
  });

  it('filters by text in name or description, type and distribution status', () => {
    expect(ids({ q: 'Weather' })).toEqual(['b', 'a']);
    expect(ids({ type: 'forge' })).toEqual(['d', 'a']);
    expect(ids({ status: 'public', sort: 'name' })).toEqual(['c', 'a']);
    expect(ids({ q: 'nothing like it' })).toEqual([]);
  });
});
