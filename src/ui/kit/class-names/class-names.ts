/** Joins the truthy class names: `cx(styles.a, isOn && styles.b)`. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
