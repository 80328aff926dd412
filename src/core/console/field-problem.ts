/**
 * A rule broken by one field of the console's input: `field` is the form/JSON field name (so a
 * 400 answer or a form shows the message beside it) and `message` names the field in words.
 */
export interface FieldProblem {
  field: string;
  message: string;
}
