/**
 * What the leftover shop calls answer (401) for a missing, invalid or expired token, as the shop template did. The web
 * client logs the user out on this message, whatever the status (packages/web-kit api-client).
 */
export const TOKEN_FAILED_MESSAGE = 'Not authorized, token failed';
