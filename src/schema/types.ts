/** The validator's answer, shared by the explorer's `POST /tools/{name}/validate` and the call pipeline. */

/** One schema-validation failure. `path` is an RFC 6901 JSON Pointer; the root is `''`. */
export interface ValidationFailure {
  path: string;
  message: string;
  keyword?: string;
}

/** Result of `POST /tools/{name}/validate`; `errors` is omitted when valid. */
export interface ValidateResult {
  valid: boolean;
  errors?: ValidationFailure[];
}
