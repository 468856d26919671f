/**
 * Reading a posted form in an action: the one way every action of the site reads its body.
 *
 * A body that is not a form (JSON, plain text, no content type) is the caller's mistake and gets a
 * 415; a form that cannot be read (a broken multipart body, a body cut short) gets a 400. Neither
 * reaches the action's code, so neither can become a 500.
 */
import { data } from "react-router";

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export const FORM_TYPE_MESSAGE = "This address takes a form (application/x-www-form-urlencoded or multipart/form-data).";
export const FORM_BODY_MESSAGE = "The form could not be read. Please send it again.";

/** Whether a Content-Type header names a form encoding the site accepts. */
export function isFormContentType(contentType: string | null): boolean {
  return contentType !== null && FORM_TYPES.test(contentType);
}

/** The request's form; throws a 415 or 400 response (rendered by the error boundary) otherwise. */
export async function readForm(request: Request): Promise<FormData> {
  if (!isFormContentType(request.headers.get("content-type"))) {
    throw data({ message: FORM_TYPE_MESSAGE }, { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data({ message: FORM_BODY_MESSAGE }, { status: 400 });
  }
}
