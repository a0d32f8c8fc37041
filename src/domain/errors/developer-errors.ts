/**
 * The spec's developer messages (§8, verbatim, in English) that the app shell throws. Kept apart from the
 * catalogue, which re-exports them, so the shell every public page loads does not carry the whole catalogue.
 */
export const USE_AUTH_OUTSIDE_PROVIDER = 'useAuth must be used within an AuthProvider';
export const ROOT_ELEMENT_MISSING = 'Failed to find the root element';
