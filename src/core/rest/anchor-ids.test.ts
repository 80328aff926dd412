import { describe, expect, it } from 'vitest';
import { createUniqueIds, groupSlug, operationAnchorBase, restSlug } from './anchor-ids.ts';

describe('operation anchors', () => {
  it('are api-<path slug>-<method>, lower-cased', () => {
    expect(operationAnchorBase('/rest/api/3/issue/{issueIdOrKey}', 'get')).toBe(
      'api-rest-api-3-issue-issueidorkey-get',
    );
  });

  it('turn every run of non-letters-or-digits into one hyphen, underscores included', () => {
    // Published Bitbucket links write {repo_slug} as repo-slug.
    expect(operationAnchorBase('/repositories/{workspace}/{repo_slug}/branch-restrictions', 'post')).toBe(
      'api-repositories-workspace-repo-slug-branch-restrictions-post',
    );
    expect(operationAnchorBase('/wiki/api/v2/pages/{id}/footer-comments', 'get')).toBe(
      'api-wiki-api-v2-pages-id-footer-comments-get',
    );
  });
});

describe('groupSlug', () => {
  it('replaces each character other than a letter or digit, as published group pages do', () => {
    expect(groupSlug('Issue custom field options (apps)')).toBe('issue-custom-field-options--apps-');
    expect(groupSlug(' Field schemes ')).toBe('field-schemes');
    expect(groupSlug('Équipes')).toBe('équipes');
  });

  it('falls back when there is no letter or digit', () => {
    expect(groupSlug('/')).toBe('group');
  });
});

describe('restSlug', () => {
  it('keeps letters of any script and trims separators', () => {
    expect(restSlug('  Issue custom field values (apps) ')).toBe('issue-custom-field-values-apps');
    expect(restSlug('Équipes & Rôles')).toBe('équipes-rôles');
  });

  it('falls back when nothing is left', () => {
    expect(restSlug('/')).toBe('group');
    expect(restSlug('***', 'operation')).toBe('operation');
  });
});

describe('createUniqueIds', () => {
  it('suffixes taken ids with -1, -2 and skips reserved ones', () => {
    const ids = createUniqueIds(['servers', 'a-1']);
    expect(ids.claim('servers')).toBe('servers-1');
    expect(ids.claim('a')).toBe('a');
    expect(ids.claim('a')).toBe('a-2');
    expect(ids.claim('a')).toBe('a-3');
    expect(ids.has('a-3')).toBe(true);
    expect(ids.has('b')).toBe(false);
  });
});
