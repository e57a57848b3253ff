// Where the API lives and how long a call may take (spec sections 7 and 9), for the HTTP client and the
// identity SDK alike.

export const API_BASE_PATH = '/api';
export const API_TIMEOUT_MS = 10_000;
