export { ConsoleAppShell, ConsoleTabHeading, type ConsoleAppShellProps } from './console-app-shell.tsx';
export { CsrfField, Field, FormErrors, Notice, fieldId, postedText, problemFor } from './form-parts.tsx';
export { consoleMessages, CONSOLE_CATALOGUES } from './messages.ts';
/** The console's button classes, for the panels built on its shell. */
export { default as consoleButtons } from './console-buttons.module.css';
