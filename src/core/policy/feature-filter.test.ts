import { describe, expect, it } from 'vitest';
import { filterByFeature } from './feature-filter.ts';

const links = [
  { title: 'Home' },
  { title: 'GraphQL API', featureKey: 'graphql' },
  { title: 'Console', featureKey: 'console' },
];

describe('filterByFeature', () => {
  it('keeps links without a featureKey and those whose feature is on', () => {
    expect(filterByFeature(links, new Set(['console'])).map((l) => l.title)).toEqual(['Home', 'Console']);
  });

  it('shows only unkeyed links when no feature is on', () => {
    expect(filterByFeature(links, new Set()).map((l) => l.title)).toEqual(['Home']);
  });
});
