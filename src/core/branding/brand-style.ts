import type { BuiltBranding } from '../../schemas/branding.ts';

/**
 * The `style` attribute of `<html>` that gives the brand colours to the design tokens
 * (src/ui/styles/tokens.css reads --brand-color and --brand-color-dark, falling back to the
 * portal's own). An attribute, not a `<style>` element: the CSP allows style attributes
 * (docs/decisions/0020) and it is in the first byte of the page, so nothing repaints. The
 * colours are schema-checked hex values, so nothing else can reach the attribute.
 */
export function brandStyle(branding: BuiltBranding | undefined): string | undefined {
  const colors = branding?.colors;
  const declarations = [
    ...(colors?.brand === undefined ? [] : [`--brand-color: ${colors.brand}`]),
    ...(colors?.brandDark === undefined ? [] : [`--brand-color-dark: ${colors.brandDark}`]),
  ];
  return declarations.length === 0 ? undefined : declarations.join('; ');
}
