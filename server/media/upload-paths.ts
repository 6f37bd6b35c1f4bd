// The only paths that take multipart/form-data (file uploads): server/app.ts lets them past the
// same-origin rule's JSON-only check and the 1 MB default body limit; each sets its own limit.
const UPLOADS = [/^\/api\/vacancies\/apply$/, /^\/api\/operator\/products\/[^/]+\/photo$/, /^\/api\/operator\/broadcasts\/photo$/];

export const isUploadPath = (path: string) => UPLOADS.some((re) => re.test(path));
