/**
 * The text fields of a posted form (urlencoded or multipart), or undefined when the body is not
 * a form. Files and repeated fields are ignored: the first text value of each name wins.
 */
export async function readFormFields(request: Request): Promise<Record<string, string> | undefined> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return undefined;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return undefined;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** A 303 See Other (the answer to a form post), with optional Set-Cookie headers. */
export function seeOther(location: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** A clear 400 for a body that is not a form, or a 405 for another method. */
export function refuseRequest(request: Request): Response | undefined {
  if (request.method !== 'POST') {
    return Response.json(
      { error: `Method ${request.method} is not allowed here; post the form.` },
      { status: 405, headers: { Allow: 'POST' } },
    );
  }
  return undefined;
}
