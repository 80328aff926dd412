import { describe, expect, it } from 'vitest';
import { extractFileName, fileNameFromComment, frameType, resolveFrame } from './code-frames.ts';
import { planCode } from './code-plan.ts';

describe('file-name comments (Expressive Code)', () => {
  it.each([
    ['// src/index.js', 'js', 'src/index.js'],
    ['// test.config.mjs', 'js', 'test.config.mjs'],
    ['// Example file: test.config.ts', 'ts', 'test.config.ts'],
    ['# file: x.py', 'py', 'x.py'],
    ['<!-- src/pages/index.html -->', 'html', 'src/pages/index.html'],
    ['/* styles/site.css */', 'css', 'styles/site.css'],
    ['// +layout.svelte', 'svelte', '+layout.svelte'],
    ['# ~/.zshrc', 'sh', '~/.zshrc'],
    ['# .gitignore', 'sh', '.gitignore'],
  ])('%s in %s names %s', (line, lang, name) => {
    expect(fileNameFromComment(line, lang)).toBe(name);
  });

  it.each([
    ['// styles.css', 'js'], // another language group's file
    ['// Install the package', 'js'],
    ['# install', 'sh'],
    ['#!/bin/bash', 'sh'],
    ['// see https://example.com/a.js', 'js'],
    ['// ...', 'js'],
    ['const a = 1; // a.js', 'js'],
  ])('%s in %s names no file', (line, lang) => {
    expect(fileNameFromComment(line, lang)).toBeUndefined();
  });

  it('takes the comment and a blank line after it out of the code', () => {
    expect(extractFileName(['// src/a.ts', '', 'export {};'], 'ts')).toEqual({
      title: 'src/a.ts',
      lines: ['export {};'],
    });
    expect(extractFileName(['---', '# src/content/a.md', '---', 'Text'], 'md')).toEqual({
      title: 'src/content/a.md',
      lines: ['Text'],
    });
    expect(extractFileName(['a', 'b', 'c', 'd', '// e.js'], 'js')).toBeUndefined();
  });
});

describe('frames', () => {
  it('reads frame= with its aliases', () => {
    expect(['code', 'editor', 'terminal', 'shell', 'none', '', 'auto', 'x'].map(frameType)).toEqual([
      'code',
      'code',
      'terminal',
      'terminal',
      'none',
      'none',
      'auto',
      undefined,
    ]);
  });

  it('shows shell sessions as terminals, and shell scripts and other code in an editor', () => {
    expect(resolveFrame(undefined, 'bash', undefined, ['npm i'])).toBe('terminal');
    expect(resolveFrame(undefined, 'powershell', 'Install', ['npm i'])).toBe('terminal');
    expect(resolveFrame(undefined, 'sh', 'build.sh', ['npm i'])).toBe('code');
    expect(resolveFrame(undefined, 'sh', undefined, ['#!/bin/sh', 'npm i'])).toBe('code');
    expect(resolveFrame(undefined, 'js', undefined, [])).toBe('code');
    expect(resolveFrame('terminal', 'js', undefined, [])).toBe('terminal');
    expect(resolveFrame('none', 'bash', undefined, [])).toBe('none');
  });

  it('plans titles from comments, and none with frame="none"', () => {
    expect(planCode('// src/index.js\nlet a;', 'js', undefined)).toMatchObject({
      code: 'let a;',
      title: 'src/index.js',
      frame: 'code',
    });
    // Meta line numbers count the lines as shown, after the comment left.
    expect(Object.fromEntries(planCode('// a.js\nx\ny', 'js', '{2}').marks)).toEqual({ 1: 'highlight' });
    expect(planCode('// a.js\nx', 'js', 'title="b.js"')).toMatchObject({ title: 'b.js', code: '// a.js\nx' });
    const none = planCode('// a.js\nx', 'js', 'frame="none" title="t"');
    expect(none).toMatchObject({ frame: 'none', code: '// a.js\nx' });
    expect(none.title).toBeUndefined();
    expect(planCode('npm run dev', 'sh', undefined)).toMatchObject({ frame: 'terminal' });
  });
});
