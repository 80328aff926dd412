/** `<Code lang="js"` (Starlight) and `<CodeBlock language="js"` (Docusaurus), up to the attribute. */
const COMPONENT_LANGUAGE = /<Code(?:Block)?\b[^>]*?\s(?:lang|language)=(["'])([^"'\s]+)\1/g;

/**
 * The languages named by the code components of an MDX source, lower-cased: like
 * `fenceLanguages`, for the grammars to load before rendering. It may over-report.
 */
export function componentLanguages(source: string): Set<string> {
  const langs = new Set<string>();
  if (!source.includes('<Code')) return langs;
  for (const match of source.matchAll(COMPONENT_LANGUAGE)) langs.add(match[2]!.toLowerCase());
  return langs;
}
