export { ConsoleAppShell, ConsoleTabHeading, type ConsoleAppShellProps } from './console-app-shell.tsx';
export { CsrfField, Field, FormErrors, Notice, fieldId, postedText, problemFor } from './form-parts.tsx';
export { consoleMessages, CONSOLE_CATALOGUES } from './messages.ts';
